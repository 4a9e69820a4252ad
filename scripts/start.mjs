#!/usr/bin/env node
// `npm start`: builds what it needs and starts the emulator and the storefront.
// Until the emulator and storefront exist, it says what it will do.
console.log("Vitrine: the emulator (http://localhost:4000) and the storefront (http://localhost:5173)");
console.log("are not built yet; this command will start both once they are.");

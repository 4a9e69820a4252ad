/**
 * React Router framework mode: every shopper page is rendered on the server (`ssr`), the app's
 * root, routes and entries live in `src/app/`, and the build goes to `VITRINE_BUILD_DIR` (default
 * `build/`; the browser tests build once into a folder of their own).
 */
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/app",
  ssr: true,
  buildDirectory: process.env.VITRINE_BUILD_DIR || "build",
} satisfies Config;

// Run as `node --import @vitrine/emulator/route-provider-hosts undici-dispatch-routed.mjs` with
// VITRINE_EMULATOR_URL set: sends GETs the way a copy of undici bundled into a framework does
// (Next.js's edge sandbox `fetch`), through the dispatcher at undici's process-wide symbol rather
// than through the global `fetch` function, to the provider's edge host and to OTHER_URL, and
// prints the status and body of each as one JSON line.
const dispatcher = globalThis[Symbol.for("undici.globalDispatcher.1")];

function get(url) {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let status = 0;
    dispatcher.dispatch(
      { origin, path: `${pathname}${search}`, method: "GET", headers: {} },
      {
        onConnect() {},
        onHeaders(statusCode) {
          status = statusCode;
          return true;
        },
        onData(chunk) {
          chunks.push(chunk);
          return true;
        },
        onComplete() {
          resolve({ status, body: Buffer.concat(chunks).toString("utf8") });
        },
        onError: reject,
      },
    );
  });
}

const edge = await get("https://edge.wixapis.com/healthz");
const other = await get(process.env.OTHER_URL);
console.log(JSON.stringify({ edge: { status: edge.status, body: JSON.parse(edge.body) }, other }));

/**
 * React Router framework mode: every shopper page is rendered on the server (`ssr`), the app's
 * root, routes and entries live in `src/app/`, and the build goes to `VITRINE_BUILD_DIR` (default
 * `build/`; the browser tests build once into a folder of their own). Once both builds are
 * written, the browser files' text files get their Brotli and gzip copies
 * (`build-steps/precompress.ts`), which the server sends as they are.
 */
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompress } from "./build-steps/precompress.ts";

export default {
  appDirectory: "src/app",
  ssr: true,
  buildDirectory: process.env.VITRINE_BUILD_DIR || "build",
  buildEnd: ({ reactRouterConfig }) => precompress(join(reactRouterConfig.buildDirectory, "client")),
} satisfies Config;

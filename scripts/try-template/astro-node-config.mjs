// The build config try-template.mjs gives an Astro template: the template's own config, read
// as it is, with Node's standalone server as the adapter so the store runs on this machine. The
// provider's templates name `@wix/astro` either as an integration or as their adapter (their
// deploy target, the provider's edge); here it always stays an integration, which is what gives
// the pages their client. Written beside the template's config in the (scratch) checkout; the
// template's own files are left unchanged.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, writeFileSync } from "node:fs";

/** The `@astrojs/node` release installed when the template has none (Astro 5's adapter). */
const NODE_ADAPTER = "@astrojs/node@9.0.0";

/**
 * Writes `astro.try-template.config.mjs` in `dir` and installs the Node adapter there without
 * saving it in the template's package.json. Returns the config's file name, relative to `dir` as
 * `astro build --config` takes it.
 */
export function astroBuildConfig(dir) {
  const base = readdirSync(dir).find((f) => /^astro\.config\.(mjs|js|ts|mts)$/.test(f));
  if (base === undefined) throw new Error(`${dir} has no astro.config`);
  if (!existsSync(`${dir}/node_modules/@astrojs/node`)) {
    const r = spawnSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", NODE_ADAPTER], {
      cwd: dir,
      stdio: "inherit",
    });
    if (r.status !== 0) throw new Error(`npm install ${NODE_ADAPTER} failed`);
  }
  const name = "astro.try-template.config.mjs";
  writeFileSync(
    `${dir}/${name}`,
    `import node from "@astrojs/node";
import base from "./${base}";

const wixAsAdapter = base.adapter?.name === "@wix/astro" ? [base.adapter] : [];
export default {
  ...base,
  integrations: [...(base.integrations ?? []), ...wixAsAdapter],
  adapter: node({ mode: "standalone" }),
};
`,
  );
  return name;
}

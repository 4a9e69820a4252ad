/**
 * The `vitrine-emulator` command line: `start` (see `USAGE`), `export` (the store as
 * a store file, see `EXPORT_USAGE`), `trigger` (a dev cart or order stock event, see
 * `TRIGGER_USAGE`), `--version` (`-v`) and `--help` (alone or after a command, for that
 * command's usage).
 * It only parses flags and calls `createApp`; everything else lives in the app.
 */
import { EXPORT_USAGE, runExport } from "./cli/export-command.ts";
import type { Output } from "./cli/output.ts";
import { startEmulator } from "./cli/start-command.ts";
import { parseStartOptions, USAGE, UsageError } from "./cli/start-options.ts";
import { runTrigger, TRIGGER_USAGE } from "./dev/trigger-command.ts";
import { EMULATOR_VERSION } from "./version.ts";

let rewritable = false;
const processOutput: Output = {
  log: (line) => {
    if (rewritable) process.stdout.write("\n");
    rewritable = false;
    console.log(line);
  },
  error: (line) => console.error(line),
  ...(process.stdout.isTTY
    ? {
        rewrite: (line: string) => {
          process.stdout.write(`\r\x1b[2K${line}`);
          rewritable = true;
        },
      }
    : {}),
};

/**
 * Runs the command in `argv` (without `node` and the script). Resolves once
 * `start` is listening, with the process staying alive until SIGINT/SIGTERM;
 * sets `process.exitCode` on failure.
 */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out = processOutput,
): Promise<void> {
  const [command, ...args] = argv;
  const help = (arg: string | undefined) => arg === "--help" || arg === "-h";
  if (help(command) || command === "help" || (command === "start" && args.some(help))) {
    out.log(USAGE);
    return;
  }
  if (command === "--version" || command === "-v") {
    out.log(EMULATOR_VERSION);
    return;
  }
  if (command === "export" && args.some(help)) {
    out.log(EXPORT_USAGE);
    return;
  }
  if (command === "export") {
    process.exitCode = await runExport(args, env, out);
    return;
  }
  if (command === "trigger" && args.some(help)) {
    out.log(TRIGGER_USAGE);
    return;
  }
  if (command === "trigger") {
    process.exitCode = await runTrigger(args, env, out);
    return;
  }
  let stop: (() => Promise<void>) | undefined;
  let stopRequested = false;
  const shutdown = () =>
    stop?.().then(
      () => out.log("stopped"),
      (error: unknown) => {
        out.error(`failed to stop cleanly: ${(error as Error).message}`);
        process.exitCode = 1;
      },
    );
  // Installed before the server listens: a signal arriving right after the
  // "listening" line must stop it cleanly, not kill the process.
  const onSignal = (signal: NodeJS.Signals) => {
    removeHandlers();
    out.log(`${signal}: stopping`);
    stopRequested = true;
    void shutdown();
  };
  const removeHandlers = () => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    if (command !== "start")
      throw new UsageError(command ? `unknown command: ${command}` : "missing command");
    stop = await startEmulator(parseStartOptions(args, env), out);
    if (stopRequested) void shutdown();
  } catch (error) {
    removeHandlers();
    if (error instanceof UsageError) {
      out.error(`vitrine-emulator: ${error.message}\n\n${USAGE}`);
      process.exitCode = 2;
    } else {
      out.error(`vitrine-emulator: failed to start: ${(error as Error).message}`);
      process.exitCode = 1;
    }
  }
}

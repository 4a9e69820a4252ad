/**
 * Runs the built `vitrine-emulator` in a child process, for the emulator's CLI
 * tests and the reliability runs: waits for its `listening on` line, and stops
 * it with a signal, reporting how it exited.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * The installed `@vitrine/emulator`'s CLI script, `bin/vitrine-emulator.js` beside its build's
 * entry (resolved when a process starts, so importing this module needs no build).
 */
function emulatorBin(): string {
  const entry = pathToFileURL(createRequire(import.meta.url).resolve("@vitrine/emulator"));
  return fileURLToPath(new URL("../bin/vitrine-emulator.js", entry));
}

/** A running emulator process. */
export interface CliProcess {
  child: ChildProcess;
  /** The `http://127.0.0.1:<port>` it listens on. */
  baseUrl: string;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` and resolves with the exit code and signal. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/**
 * Kills every process `startCli` started that is still running: a test that timed out never
 * called `stop()`, and its emulator would outlive the suite. Call it from `afterAll`.
 *
 * @example
 * ```ts
 * afterAll(killStartedClis);
 * ```
 */
export function killStartedClis(): void {
  for (const child of running) child.kill("SIGKILL");
}

/**
 * Starts `vitrine-emulator <args>` and resolves once it prints its listening line.
 *
 * @example
 * ```ts
 * const cli = await startCli(["start", "--port", "0"]);
 * await fetch(`${cli.baseUrl}/oauth2/token`, { method: "POST" });
 * await cli.stop();
 * ```
 */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliProcess> {
  const child = spawn(process.execPath, [emulatorBin(), ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  running.add(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1])
        resolve({
          child,
          baseUrl: match[1],
          output: () => output,
          async stop(signal = "SIGTERM") {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then(({ code }) =>
      reject(new Error(`emulator exited (${code}) before listening:\n${output}`)),
    );
  });
}

/**
 * Runs `vitrine-emulator <args>` to completion (for commands that do not start a server):
 * `output` holds stdout and stderr, `stdout` stdout alone.
 *
 * @example
 * ```ts
 * const { code, stdout } = await runCli(["--help"]);
 * ```
 */
export function runCli(args: string[]): Promise<{ code: number | null; output: string; stdout: string }> {
  const child = spawn(process.execPath, [emulatorBin(), ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let stdout = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
    stdout += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, output, stdout })));
}

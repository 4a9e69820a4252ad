/**
 * The `--help` text of each `vitrine-emulator` command, from the CLI's own `main` (what
 * `vitrine-emulator <command> --help` prints), so the docs' flags are checked against the CLI.
 */
import { main } from "../../packages/emulator/src/cli.ts";

/** The emulator's commands with their own `--help`. */
export const EMULATOR_COMMANDS = ["start", "export", "trigger"] as const;

/** `--help` of every command in `EMULATOR_COMMANDS`, by command. */
export async function emulatorUsage(): Promise<Map<string, string>> {
  const usage = new Map<string, string>();
  for (const command of EMULATOR_COMMANDS) {
    const lines: string[] = [];
    await main(
      [command, "--help"],
      {},
      { log: (line) => lines.push(line), error: (line) => lines.push(line) },
    );
    usage.set(command, lines.join("\n"));
  }
  return usage;
}

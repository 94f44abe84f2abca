import { ConfigError, loadConfig } from "../src/config.ts";
import { runStaffCommand } from "../src/modules/office/staff/staff-command.ts";

/** `npm run staff -- ...` (see runStaffCommand): staff accounts from the command line. */
try {
  const code = await runStaffCommand(process.argv.slice(2), loadConfig(), process);
  process.exit(code);
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  // A database that is down or missing: one line, not a stack.
  process.stderr.write(`The staff command failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

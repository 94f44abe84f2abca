import { runRestoreCommand } from "../src/backup/backup-command.ts";
import { ConfigError, loadConfig } from "../src/config.ts";

/** `npm run restore -- <archive> [--force]` (see runRestoreCommand): a backup back into DATA_DIR and the database. */
try {
  process.exit(await runRestoreCommand(process.argv.slice(2), loadConfig(), process));
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`The restore failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

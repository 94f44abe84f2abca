import { runBackupCommand } from "../src/backup/backup-command.ts";
import { ConfigError, loadConfig } from "../src/config.ts";

/** `npm run backup -- [--dir <folder>]` (see runBackupCommand): the database and DATA_DIR in one archive. */
try {
  process.exit(await runBackupCommand(process.argv.slice(2), loadConfig(), process));
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`The backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}

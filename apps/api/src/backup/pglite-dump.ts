import { existsSync, readdirSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite writes postmaster.pid into its data directory when it opens it and removes it when it closes. Two
 * processes on one directory would corrupt it, and PGlite itself does not refuse the second, so the backup and
 * the restore refuse while the file is there: the API runs, or was killed before it could close.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(join(dataDir, "postmaster.pid"));
}

export const PGLITE_IN_USE =
  "The embedded database in DATA_DIR is open (its postmaster.pid is there): stop the API first. If it is not " +
  "running (it was killed), start it and stop it once, so it closes the database cleanly.";

/** Whether `dataDir` holds a PGlite database at all. */
export function pgliteExists(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

/** The database in `dataDir` as PGlite's own dump: its data directory as a gzipped tar (dumpDataDir). */
export async function dumpPglite(dataDir: string, file: string): Promise<void> {
  const db = await PGlite.create({ dataDir });
  try {
    const dump = await db.dumpDataDir("gzip");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
}

/** A new PGlite database in `dataDir` (absent or empty) from `file` (dumpPglite), closed cleanly. */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: PGlite loads a dump only into an empty directory`);
  }
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  try {
    // Opened is not yet read: a damaged dump fails here rather than at the API's first start.
    await db.query("select count(*) from pg_class");
  } finally {
    await db.close();
  }
}

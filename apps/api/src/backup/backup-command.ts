import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import type { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { type Config, REPO_ROOT } from "../config.ts";
import { DATABASE_DUMPS, type DatabaseKind, packArchive, unpackArchive } from "./backup-archive.ts";
import { dumpPglite, PGLITE_IN_USE, pgliteExists, pgliteInUse, restorePglite } from "./pglite-dump.ts";
import { dumpPostgres, postgresTarget, type RestoreTarget, restorePostgres } from "./postgres-dump.ts";

export type BackupIo = { stdout: Writable; stderr: Writable };

const BACKUP_USAGE = `Usage: npm run backup -- [--dir <folder>]
  Writes park-backup-<UTC time>.tar.gz into the folder (default: backups/ at the repository's root): the
  database (DATABASE_URL through pg_dump, or PGlite in DATA_DIR, with the API stopped) and every file of
  DATA_DIR (job application documents, the mail outbox, the generated token secret, the payment sandbox).
`;
const RESTORE_USAGE = `Usage: npm run restore -- <backup .tar.gz> [--force]
  Restores into DATA_DIR and the database DATABASE_URL names (created when missing), or PGlite in DATA_DIR.
  Refuses a DATA_DIR or database that is not empty unless --force, which replaces what is there.
  With PGlite, stop the API first.
`;

/** The folder in DATA_DIR the database lives in; backed up as a dump, never as files. */
const PGLITE_FOLDER = "pglite";

class CommandError extends Error {}

const kindOf = (config: Config): DatabaseKind => (config.databaseUrl ? "postgresql" : "pglite");
/** A path typed on the command line, from where the command was typed (npm runs the script in apps/api). */
const typedPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/** DATA_DIR's own files: everything but the database and mail files still being written (`.partial`). */
const isDataFile = (dataDir: string) => (source: string) => {
  const inside = source.slice(dataDir.length + 1);
  return inside.split(/[\\/]/)[0] !== PGLITE_FOLDER && !source.endsWith(".partial");
};

async function withStaging<T>(work: (staging: string) => Promise<T>): Promise<T> {
  const staging = await mkdtemp(join(tmpdir(), "park-backup-"));
  try {
    return await work(staging);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function backup(config: Config, dir: string, io: BackupIo): Promise<void> {
  const kind = kindOf(config);
  const pgliteDir = join(config.dataDir, PGLITE_FOLDER);
  if (kind === "pglite") {
    if (!pgliteExists(pgliteDir)) throw new CommandError(`No database in ${pgliteDir}: nothing to back up.`);
    if (pgliteInUse(pgliteDir)) throw new CommandError(PGLITE_IN_USE);
  }
  const archive = join(dir, `park-backup-${stamp(new Date())}.tar.gz`);
  const manifest = await withStaging(async (staging) => {
    await mkdir(join(staging, "database"));
    const dump = join(staging, DATABASE_DUMPS[kind]);
    // The database first, then the files: a document or e-mail a dumped row names is already on disk.
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, dump);
    else await dumpPglite(pgliteDir, dump);
    if (existsSync(config.dataDir)) {
      await cp(config.dataDir, join(staging, "files"), {
        recursive: true,
        filter: isDataFile(config.dataDir),
      });
    }
    return packArchive(staging, archive, kind);
  });
  const files = manifest.files.filter((f) => f.path.startsWith("files/")).length;
  io.stdout.write(`Backed up the ${kind} database and ${files} files of DATA_DIR to ${archive}\n`);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  return !existsSync(dir) || (await readdir(dir)).length === 0;
}

async function restore(config: Config, archive: string, force: boolean, io: BackupIo): Promise<void> {
  if (!existsSync(archive)) throw new CommandError(`No such backup: ${archive}`);
  const kind = kindOf(config);
  const pgliteDir = join(config.dataDir, PGLITE_FOLDER);
  if (kind === "pglite" && pgliteInUse(pgliteDir)) throw new CommandError(PGLITE_IN_USE);

  await withStaging(async (staging) => {
    const manifest = await unpackArchive(archive, staging).catch((err: unknown) => {
      throw new CommandError(
        `${basename(archive)} is damaged or not a backup, nothing was changed: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
    if (manifest.database !== kind) {
      throw new CommandError(
        `${basename(archive)} holds a ${manifest.database} database but this install uses ${kind} ` +
          `(${kind === "postgresql" ? "DATABASE_URL is set" : "DATABASE_URL is not set"}): restore it where ` +
          "the database is of the same kind.",
      );
    }
    const target: RestoreTarget = config.databaseUrl
      ? await postgresTarget(config.databaseUrl)
      : { empty: true as const };
    const problems = [];
    if (!(await isEmptyDir(config.dataDir))) problems.push(`DATA_DIR (${config.dataDir}) is not empty`);
    if (!target.empty) problems.push(`the database of DATABASE_URL already has ${target.relations} tables`);
    if (problems.length > 0 && !force) {
      throw new CommandError(`${problems.join(" and ")}; nothing was changed. Add --force to replace them.`);
    }

    if (force && existsSync(config.dataDir)) {
      for (const entry of await readdir(config.dataDir)) {
        await rm(join(config.dataDir, entry), { recursive: true, force: true });
      }
    }
    await mkdir(config.dataDir, { recursive: true });
    const dump = join(staging, DATABASE_DUMPS[kind]);
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, dump, !target.empty);
    else await restorePglite(pgliteDir, dump);
    const files = join(staging, "files");
    if (existsSync(files)) await cp(files, config.dataDir, { recursive: true });
    io.stdout.write(
      `Restored the ${kind} database and ${manifest.files.filter((f) => f.path.startsWith("files/")).length} ` +
        `files of DATA_DIR from ${archive} (made ${manifest.createdAt}). Start the API to use them.\n`,
    );
  });
}

async function run(work: () => Promise<void>, usage: string, io: BackupIo): Promise<number> {
  try {
    await work();
    return 0;
  } catch (err) {
    if (!(err instanceof CommandError)) throw err;
    io.stderr.write(`${err.message}\n${err instanceof UsageError ? `\n${usage}` : ""}`);
    return err instanceof UsageError ? 2 : 1;
  }
}

class UsageError extends CommandError {}

/** Runs node's argument parser, its complaints turned into usage errors. */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

/** `npm run backup -- [--dir <folder>]`: answers the process's exit code. */
export function runBackupCommand(args: string[], config: Config, io: BackupIo): Promise<number> {
  return run(
    async () => {
      const { values, positionals } = parsed(() =>
        parseArgs({ args, allowPositionals: true, options: { dir: { type: "string" } } }),
      );
      if (positionals.length > 0) throw new UsageError(`Unexpected arguments: ${positionals.join(" ")}`);
      await backup(config, values.dir ? typedPath(values.dir) : join(REPO_ROOT, "backups"), io);
    },
    BACKUP_USAGE,
    io,
  );
}

/** `npm run restore -- <archive> [--force]`: answers the process's exit code. */
export function runRestoreCommand(args: string[], config: Config, io: BackupIo): Promise<number> {
  return run(
    async () => {
      const { values, positionals } = parsed(() =>
        parseArgs({ args, allowPositionals: true, options: { force: { type: "boolean" } } }),
      );
      if (positionals.length !== 1) throw new UsageError("Name one backup to restore.");
      await restore(config, typedPath(positionals[0] ?? ""), values.force === true, io);
    },
    RESTORE_USAGE,
    io,
  );
}

import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { chmod, mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import * as tar from "tar";
import { z } from "zod/mini";

/**
 * One backup is one .tar.gz: `manifest.json`, the database dump under `database/` and the files of
 * DATA_DIR under `files/`. The manifest lists every file with its size and SHA-256, so a restore refuses
 * an archive damaged in storage before it touches anything.
 */
export const DATABASE_DUMPS = {
  pglite: "database/pglite-data-dir.tar.gz",
  postgresql: "database/postgres.dump",
};

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgresql"]),
  files: z.array(z.object({ path: z.string(), size: z.number(), sha256: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type DatabaseKind = Manifest["database"];

const MANIFEST = "manifest.json";

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split("\\").join("/"))
    .sort();
}

/**
 * Writes the manifest of what `staging` holds and packs it all into `archive`: written aside and renamed,
 * so a half-written archive never carries the final name.
 */
export async function packArchive(
  staging: string,
  archive: string,
  database: DatabaseKind,
): Promise<Manifest> {
  const files = [];
  for (const path of await filesUnder(staging)) {
    const full = join(staging, path);
    files.push({ path, size: (await stat(full)).size, sha256: await sha256(full) });
  }
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database, files };
  await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  // Applicants' documents and the token secret are inside: only the owner may read a backup.
  await mkdir(dirname(archive), { recursive: true, mode: 0o700 });
  const partial = `${archive}.partial`;
  await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
    MANIFEST,
    ...files.map((f) => f.path),
  ]);
  await chmod(partial, 0o600);
  await rename(partial, archive);
  return manifest;
}

/** Unpacks `archive` into `staging` and checks every file against the manifest; answers the manifest. */
export async function unpackArchive(archive: string, staging: string): Promise<Manifest> {
  await tar.extract({ file: archive, cwd: staging, strict: true });
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(join(staging, MANIFEST), "utf8")));
  if (!parsed.success) throw new Error("its manifest.json is not this app's");
  const manifest = parsed.data;
  for (const file of manifest.files) {
    const full = join(staging, file.path);
    const size = (await stat(full).catch(() => null))?.size;
    if (size !== file.size || (await sha256(full)) !== file.sha256) {
      throw new Error(`${file.path} is missing or differs from its manifest entry`);
    }
  }
  if (!manifest.files.some((f) => f.path === DATABASE_DUMPS[manifest.database])) {
    throw new Error("it holds no database dump");
  }
  return manifest;
}

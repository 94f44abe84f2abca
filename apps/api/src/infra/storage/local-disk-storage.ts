import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertStoredName, type FileStorage } from "./file-storage.ts";

function isMissing(err: unknown): boolean {
  return err instanceof Error && "code" in err && err.code === "ENOENT";
}

/** Files in one folder (created when first needed), readable only by the API's user. */
export function createLocalDiskStorage(folder: string): FileStorage {
  const pathOf = (name: string) => {
    assertStoredName(name);
    return join(folder, name);
  };
  return {
    async put(name, bytes) {
      const path = pathOf(name);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // "wx": a name collision fails instead of replacing another applicant's document.
      await writeFile(path, bytes, { flag: "wx", mode: 0o600 });
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(pathOf(name)));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}

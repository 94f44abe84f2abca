import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The key that signs visitor tokens: TOKEN_SECRET when set, else a random one kept in DATA_DIR/token-secret
 * so tokens survive a restart of a single-machine install.
 */
export function loadTokenSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, "token-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // "wx" fails instead of overwriting if another process created it in between.
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (err) {
      if (!(err instanceof Error && "code" in err && err.code === "EEXIST")) throw err;
    }
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim());
}

import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "../src/infra/storage/local-disk-storage.ts";
import { safeDocumentName } from "../src/modules/core/job-applications/document-names.ts";

describe("safeDocumentName", () => {
  it.each([
    ["INE frente.jpg", "jpg", "INE frente.jpg"],
    ["../../../../etc/passwd", "pdf", "passwd.pdf"],
    ["C:\\Users\\ana\\acta.PDF", "pdf", "acta.pdf"],
    ["cv.pdf.exe", "pdf", "cv.pdf.pdf"],
    ["foto.png", "jpg", "foto.jpg"],
    [".htaccess", "pdf", "htaccess.pdf"],
    ["...", "jpg", "documento.jpg"],
    ["   ", "jpg", "documento.jpg"],
    // A slash anywhere ends a path segment: only what follows the last one is kept.
    ["a<script>b</script>.jpg", "jpg", "script_.jpg"],
    ["<img src=x onerror=alert(1)>.jpg", "jpg", "_img src_x onerror_alert(1)_.jpg"],
    ["línea\r\nBcc: x@example.com.pdf", "pdf", "línea__Bcc_ x_example.com.pdf"],
    [`${"ñ".repeat(300)}.pdf`, "pdf", `${"ñ".repeat(80)}.pdf`],
  ] as const)("%j as %s -> %j", (original, kind, expected) => {
    expect(safeDocumentName(original, kind)).toBe(expected);
  });
});

describe("local disk storage", () => {
  const folder = join(mkdtempSync(join(tmpdir(), "park-storage-")), "documents");
  const storage = createLocalDiskStorage(folder);
  afterAll(() => rmSync(join(folder, ".."), { recursive: true, force: true }));

  it("puts, gets and deletes by name, and answers null for a name it does not hold", async () => {
    await storage.put("a1b2.pdf", new Uint8Array([1, 2, 3]));
    expect(await storage.get("a1b2.pdf")).toEqual(new Uint8Array([1, 2, 3]));
    await storage.delete("a1b2.pdf");
    expect(await storage.get("a1b2.pdf")).toBeNull();
    await storage.delete("a1b2.pdf");
  });

  it("never overwrites a stored file", async () => {
    await storage.put("same.jpg", new Uint8Array([1]));
    await expect(storage.put("same.jpg", new Uint8Array([2]))).rejects.toThrow();
    expect(await storage.get("same.jpg")).toEqual(new Uint8Array([1]));
  });

  it.each(["../escape.pdf", "sub/dir.pdf", "..", "", "a\\b.pdf", "x.pdf\0"])(
    "refuses the name %j, so no path outside its folder can be formed",
    async (name) => {
      await expect(storage.put(name, new Uint8Array([1]))).rejects.toThrow("not a storable file name");
      await expect(storage.get(name)).rejects.toThrow("not a storable file name");
      expect(existsSync(join(folder, "..", "escape.pdf"))).toBe(false);
    },
  );

  it("keeps only what was put in its folder", () => {
    expect(readdirSync(folder)).toEqual(["same.jpg"]);
  });
});

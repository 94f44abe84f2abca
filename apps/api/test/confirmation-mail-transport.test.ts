import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../src/infra/mail/mail-transport.ts";

const dir = mkdtempSync(join(tmpdir(), "park-outbox-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("mail transport without SMTP_URL", () => {
  it("writes each message as an .eml file named for it, logs its path, and replaces it when sent again", async () => {
    const logged: unknown[] = [];
    const outboxDir = join(dir, "outbox");
    const transport = createMailTransport({
      smtpUrl: undefined,
      outboxDir,
      log: { info: (entry: unknown) => logged.push(entry) },
    });
    const message = { from: "park@example.com", to: "ann@example.com", subject: "Hola", text: "Primera" };

    const first = await transport.send(message, "row-1");
    expect(first.file).toBe(join(outboxDir, "row-1.eml"));
    expect(logged).toEqual([{ file: first.file, to: "ann@example.com" }]);
    await transport.send({ ...message, text: "Segunda" }, "row-1");

    expect(readdirSync(outboxDir)).toEqual(["row-1.eml"]);
    const eml = readFileSync(join(outboxDir, "row-1.eml"), "utf8");
    expect(eml).toContain("To: ann@example.com");
    expect(eml).toContain("Subject: Hola");
    expect(eml).toContain("Segunda");
    transport.close();
  });
});

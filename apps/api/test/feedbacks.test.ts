import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feedbacks } from "../src/db/schema/feedbacks.ts";
import { t, useAppFile } from "./helpers/app-file.ts";
import { readableMail } from "./helpers/mail-text.ts";
import { buildTestApp, PINNED_NOW } from "./helpers/test-app.ts";

useAppFile();

function post(body: unknown, language = "es") {
  return t.app.inject({
    method: "POST",
    url: "/api/ecommerce/feedbacks",
    headers: { "accept-language": language },
    payload: body as Record<string, unknown>,
  });
}

const valid = {
  name: "  maría   de la luz ",
  email: " maria@example.com ",
  subject: 2,
  message: "  ¿Tienen cabañas libres el 12 de diciembre?  ",
};

describe("POST /api/ecommerce/feedbacks", () => {
  it("stores the message trimmed with the name capitalised, and answers 201 with its id", async () => {
    const response = await post(valid, "en-US,en;q=0.9");
    expect(response.statusCode).toBe(201);
    const { id, createdAt } = response.json<{ id: string; createdAt: string }>();
    expect(createdAt).toBe(new Date(PINNED_NOW).toISOString());
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(row).toMatchObject({
      name: "María De La Luz",
      email: "maria@example.com",
      subject: 2,
      message: "¿Tienen cabañas libres el 12 de diciembre?",
      language: "en",
    });
  });

  it("e-mails it to the park's mailbox, answerable to the visitor, and marks it sent", async () => {
    const { id } = (await post({ ...valid, subject: 6, message: "La alberca estaba fría" })).json<{
      id: string;
    }>();
    await t.app.feedbackMail.drain();
    const file = join(t.config.dataDir, "outbox", `feedback-${id}.eml`);
    expect(existsSync(file)).toBe(true);
    const mail = readFileSync(file, "utf8");
    expect(mail).toMatch(/^To: info@ensenadapark\.com$/m);
    expect(mail).toMatch(/^Reply-To: .+ <maria@example\.com>$/m);
    // Headers with accents are encoded words; the subject starts with the chosen subject's name.
    expect(mail).toMatch(/^Subject: =\?UTF-8\?Q\?Contacto_web=3A_Quejas_/m);
    expect(mail).toMatch(/^Date: Sun, 22 Nov 2026 18:00:00 \+0000$/m);
    const text = readableMail(mail);
    expect(text).toContain("Asunto: Quejas\nNombre: María De La Luz\nE-mail: maria@example.com");
    expect(text).toContain("La alberca estaba fría");
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(row).toMatchObject({ mailStatus: "SENT", mailAttempts: 1, lastMailError: null });
  });

  it("refuses an invalid message naming each field, in the visitor's language, and stores nothing", async () => {
    const before = (await t.db.select({ id: feedbacks.id }).from(feedbacks)).length;
    const response = await post({ name: "a".repeat(81), email: "maria@", subject: 7, message: "   " }, "es");
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: { path: string; message: string }[] }>();
    expect(body.error).toBe("validation_error");
    expect(Object.fromEntries(body.fields.map((f) => [f.path, f.message]))).toEqual({
      name: "El texto es demasiado largo",
      email: "El e-mail no parece ser válido",
      subject: "Valor inválido",
      message: "Este campo es requerido",
    });
    expect((await t.db.select({ id: feedbacks.id }).from(feedbacks)).length).toBe(before);
  });

  it("says a missing field is required with the spec's English text", async () => {
    const response = await post({ name: "Ana", subject: 1, message: "Hola" }, "en");
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: unknown[] }>().fields).toEqual([
      { path: "email", message: "This is a required field" },
    ]);
  });

  it("takes the longest texts the form allows: name 80, e-mail 320, message 1500", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(63)}`;
    const response = await post({ name: "n".repeat(80), email, subject: 5, message: "m".repeat(1500) });
    expect(response.statusCode).toBe(201);
  });
});

describe("a mail server that cannot be reached", () => {
  it("keeps the message, notes why and tries again a minute later", async () => {
    // Port 9 of this machine refuses the connection at once.
    const down = await buildTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const answer = await down.app.inject({
        method: "POST",
        url: "/api/ecommerce/feedbacks",
        payload: { name: "Ana", email: "ana@example.com", subject: 1, message: "Hola" },
      });
      expect(answer.statusCode).toBe(201);
      const { id } = answer.json<{ id: string }>();
      await down.app.feedbackMail.drain();
      const [row] = await down.db.select().from(feedbacks).where(eq(feedbacks.id, id));
      expect(row?.mailStatus).toBe("PENDING");
      expect(row?.mailAttempts).toBe(1);
      expect(row?.lastMailError).toBeTruthy();
      expect(row?.nextMailAt.toISOString()).toBe(new Date(Date.parse(PINNED_NOW) + 60_000).toISOString());
    } finally {
      await down.close();
    }
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  jobApplicationDocuments,
  jobApplicationEmails,
  jobApplications,
} from "../src/db/schema/job-applications.ts";
import { captchaKeyFrom } from "../src/modules/core/job-applications/captcha.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import {
  firstJobApplication,
  seededVacancies,
  solveCaptcha,
  solvedCaptcha,
} from "./helpers/job-application-calls.ts";
import { readableMail } from "./helpers/mail-text.ts";

useEcommerceFile();

/** testConfig's TOKEN_SECRET, from which the captcha key is derived. */
const TOKEN_SECRET = "test-secret-that-is-long-enough-for-hs256";
/** HR_EMAIL's default (its reading is config.test.ts's). */
const HR = "rh@ensenadapark.com";

/** Each call from its own address, so the routes' per-address rate limits never refuse this suite's calls. */
let addresses = 0;
const nextAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;
let driverPostId: number;
beforeAll(async () => {
  driverPostId = (await seededVacancies(t.app)).driver;
});

const application = (overrides: Record<string, unknown> = {}) => firstJobApplication(driverPostId, overrides);
const solve = solveCaptcha;
/** A fresh challenge from the API, solved as the browser would. */
const captcha = () => solvedCaptcha(t.app, nextAddress());

async function apply(body: unknown, captchaPayload?: string, language = "es") {
  return t.app.inject({
    method: "POST",
    url: "/api/core/job-application",
    remoteAddress: nextAddress(),
    headers: {
      "accept-language": language,
      ...(captchaPayload === undefined ? {} : { "x-altcha-payload": captchaPayload }),
    },
    payload: body as Record<string, unknown>,
  });
}

async function applied(overrides: Record<string, unknown> = {}) {
  const response = await apply(application(overrides), await captcha());
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; uploadToken: string }>();
}

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Uint8Array };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = "----parkTestBoundary7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      "filename" in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push("filename" in part ? Buffer.from(part.bytes) : Buffer.from(part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(id: string, token: string | undefined, parts: Part[], language = "es") {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/core/job-application/${id}/files`,
    remoteAddress: nextAddress(),
    headers: {
      "content-type": contentType,
      "accept-language": language,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    payload: body,
  });
}

/** A file of `size` bytes that starts like a JPEG or a PDF (or anything else). */
function fileOf(head: number[] | string, size = 1_000): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  const start = typeof head === "string" ? [...Buffer.from(head)] : head;
  bytes.set(start, 0);
  return bytes;
}
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = "%PDF-1.7\n";
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXE = "MZ\x90\x00";

async function counts() {
  const [applications] = await t.db.select({ n: count() }).from(jobApplications);
  const [documents] = await t.db.select({ n: count() }).from(jobApplicationDocuments);
  const [emails] = await t.db.select({ n: count() }).from(jobApplicationEmails);
  return { applications: applications?.n, documents: documents?.n, emails: emails?.n };
}

function storedFiles(): string[] {
  const folder = join(t.config.dataDir, "uploads", "job-applications");
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe("POST /api/core/job-application", () => {
  it("stores a valid application cleaned by the domain schema and answers its id and upload token", async () => {
    const response = await apply(application(), await captcha(), "en");
    expect(response.statusCode).toBe(201);
    const { id, uploadToken } = response.json<{ id: string; uploadToken: string }>();
    expect(uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row).toMatchObject({
      jobPostId: driverPostId,
      applicantName: "María Luisa",
      applicantFatherLastname: "Pérez",
      email: "maria@example.com",
      phoneNumber: "(646) 123-4567",
      birthDate: "2000-05-01",
      language: "en",
      filesReceivedAt: null,
    });
    // Only the token's hash is kept.
    expect(row?.uploadTokenHash).not.toContain(uploadToken);
    expect(row?.form.personalReferences).toEqual([
      { name: "Juan López", phoneNumber: "(646) 111-2222", relationship: "Amigo" },
    ]);
    expect(row?.form.homePhoneNumber).toBeNull();
    const emails = await t.db
      .select()
      .from(jobApplicationEmails)
      .where(eq(jobApplicationEmails.applicationId, id));
    expect(emails.map((email) => [email.kind, email.recipient, email.status]).sort()).toEqual([
      ["applicant", "maria@example.com", "PENDING"],
      ["hr", HR, "PENDING"],
    ]);
  });

  it("keeps HTML and 500-character texts as text", async () => {
    const hobbies = `<script>alert("x")</script><b>Leer</b> ${"a".repeat(450)}`;
    const { id } = await applied({ hobbies });
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, id));
    expect(row?.form.hobbies).toBe(hobbies);
  });

  it.each([
    ["a missing required field", { applicantName: "   " }, "applicantName", "Este campo es requerido"],
    ["an invalid e-mail", { email: "maria@" }, "email", "El e-mail no parece ser válido"],
    ["an invalid phone", { phoneNumber: "(646) 123-45" }, "phoneNumber", "Número telefónico inválido"],
    ["a 10,000-character text", { hobbies: "a".repeat(10_000) }, "hobbies", "El texto es demasiado largo"],
    [
      "a 10,000-character short text",
      { address: "<p>".repeat(3_334) },
      "address",
      "El texto es demasiado largo",
    ],
    ["a wrong enum", { gender: "X" }, "gender", "Valor invalido"],
    ["a number beyond its limit", { monthsInEnsenada: 12 }, "monthsInEnsenada", "Valor invalido"],
    ["a wrong type", { height: "alto" }, "height", "Valor invalido"],
    [
      "an availability before today",
      { availabilityDate: "2026-11-21" },
      "availabilityDate",
      "La fecha no puede ser anterior a hoy",
    ],
    [
      "an applicant under 18 by 10 July",
      { birthDate: "2009-07-11" },
      "birthDate",
      // Read on 22 November 2026, the deadline is the next 10 July, 2027's (birth-date.ts).
      "Debes tener 18 años para unirte al equipo. Puedes continuar con la solicitud siempre que cumplas 18 años antes del 10 de julio de 2027.",
    ],
    [
      "work dates in the wrong order",
      {
        isFirstJob: false,
        applicantHistory: [
          {
            companyName: "Hotel Coral",
            companyCity: "Ensenada",
            workDateStartMonth: "MAY",
            workDateStartYear: 2024,
            workDateEndMonth: "JANUARY",
            workDateEndYear: 2024,
            position: "Chofer",
            weeklySalaryInitial: 250_000,
            weeklySalaryFinal: 300_000,
            quittingReason: "Cambio de ciudad",
            supervisorName: "ana ruiz",
            supervisorPosition: "Gerente",
          },
        ],
      },
      "applicantHistory.0.workDateEndMonth",
      "La fecha de fin debe ser posterior a la fecha de inicio.",
    ],
    ["no complete reference", { personalReferences: [] }, "personalReferences.0.name", "Campo requerido"],
    ["an unknown vacancy", { jobPostId: 999_999 }, "jobPostId", "Valor invalido"],
    [
      "too many alternatives",
      { hasAlternativeApplication: true, alternativeApplication: "X,Y" },
      "alternativeApplication",
      "Valor invalido",
    ],
  ])("refuses %s with the field named, and stores nothing", async (_, overrides, path, message) => {
    const before = await counts();
    const response = await apply(application(overrides), await captcha());
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: { path: string; message: string }[] }>();
    expect(body.error).toBe("validation_error");
    expect(body.fields).toContainEqual({ path, message });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["es", "Número telefónico inválido", "Este campo es requerido"],
    ["en", "Invalid Phone number", "This is a required field"],
  ])(
    "reports a bad phone and every empty required field in one 400 (%s)",
    async (language, phone, required) => {
      const before = await counts();
      const body = { jobPostId: driverPostId, phoneNumber: "(646) 123-45", captchaVerified: true };
      const response = await apply(body, await captcha(), language);
      expect(response.statusCode).toBe(400);
      const { fields } = response.json<{ fields: { path: string; message: string }[] }>();
      expect(fields).toContainEqual({ path: "phoneNumber", message: phone });
      for (const path of ["applicantName", "birthDate", "email", "yearsInEnsenada", "jobPostSource"]) {
        expect(fields).toContainEqual({ path, message: required });
      }
      // One issue per field: 36 required answers, the first reference's three, the phone.
      expect(new Set(fields.map((field) => field.path)).size).toBe(40);
      expect(fields).toHaveLength(40);
      expect(await counts()).toEqual(before);
    },
  );

  it("names the field in English for an English-speaking applicant", async () => {
    const response = await apply(application({ email: "maria@" }), await captcha(), "en");
    expect(response.json<{ fields: unknown[] }>().fields).toEqual([
      { path: "email", message: "Invalid email address" },
    ]);
  });

  it("refuses a missing, wrong, forged, expired or replayed captcha with captcha_invalid, storing nothing", async () => {
    const before = await counts();
    const fresh = await captcha();
    const decoded = JSON.parse(Buffer.from(fresh, "base64").toString("utf8"));
    const wrong = { ...decoded, solution: { ...decoded.solution, counter: decoded.solution.counter + 1 } };
    const forged = await solve(
      await createChallenge({
        algorithm: "SHA-256",
        cost: 10,
        deriveKey,
        expiresAt: new Date(Date.now() + 60_000),
        hmacSignatureSecret: "not-the-park-key",
      }),
    );
    const expired = await solve(
      await createChallenge({
        algorithm: "SHA-256",
        cost: 10,
        deriveKey,
        expiresAt: new Date(Date.now() - 1_000),
        hmacSignatureSecret: captchaKeyFrom(new TextEncoder().encode(TOKEN_SECRET)),
      }),
    );
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      "base64",
    );
    for (const payload of [
      undefined,
      "",
      "not base64 json",
      Buffer.from(JSON.stringify(wrong)).toString("base64"),
      forged,
      expired,
      testMode,
    ]) {
      const response = await apply(application(), payload, "es");
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json()).toEqual({
        error: "captcha_invalid",
        message: "La verificación de seguridad no es válida o expiró; verifíquela de nuevo",
      });
    }
    expect(await counts()).toEqual(before);

    expect((await apply(application(), fresh)).statusCode).toBe(201);
    const replayed = await apply(application(), fresh);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ error: "captcha_invalid" });
    expect((await counts()).applications).toBe((before.applications ?? 0) + 1);
  });
});

describe("POST /api/core/job-application/{id}/files", () => {
  it("stores the documents under random names, suffixes a repeated name, and e-mails HR and the applicant once", async () => {
    const { id, uploadToken } = await applied({ email: "luisa@example.com" });
    // The e-mails wait for the documents.
    expect(await t.app.jobApplicationMail.drain()).toBe(0);
    const response = await upload(id, uploadToken, [
      { name: "identificationType", value: "INE" },
      { name: "identificationUploadMode", value: "BOTH_SIDES" },
      { name: "identification", filename: "ine.jpg", bytes: fileOf(JPEG) },
      { name: "identification", filename: "ine.jpg", bytes: fileOf(JPEG, 2_000) },
      { name: "curp", filename: "CURP María.pdf", bytes: fileOf(PDF) },
      { name: "driverLicense", filename: "licencia.jpeg", bytes: fileOf(JPEG, 2_097_151) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      documents: [
        { slot: "identification", name: "ine.jpg", size: 1_000 },
        { slot: "identification", name: "ine_reverse.jpg", size: 2_000 },
        { slot: "curp", name: "CURP María.pdf", size: 1_000 },
        { slot: "driverLicense", name: "licencia.jpg", size: 2_097_151 },
      ],
    });
    const rows = await t.db
      .select()
      .from(jobApplicationDocuments)
      .where(eq(jobApplicationDocuments.applicationId, id));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.storedName).toMatch(/^[0-9a-f-]{36}\.(jpg|pdf)$/);
      expect(storedFiles()).toContain(row.storedName);
    }
    expect(rows.find((row) => row.slot === "curp")?.contentType).toBe("application/pdf");

    // The documents call started the sending; this waits for it and finds nothing more to send.
    expect(await t.app.jobApplicationMail.drain()).toBe(0);
    const outbox = join(t.config.dataDir, "outbox");
    const hr = readFileSync(join(outbox, `job-application-${id}-hr.eml`), "utf8");
    expect(hr).toMatch(new RegExp(`^To: ${HR}$`, "m"));
    expect(hr).toMatch(/^Reply-To: .+ <luisa@example\.com>$/m);
    const hrText = readableMail(hr);
    expect(hrText).toContain("Vacante: Chofer de pipa de agua");
    expect(hrText).toContain("- identification: ine_reverse.jpg (2 KB)");
    expect(hrText).toContain("- curp: CURP María.pdf (1 KB)");
    expect(hr).toContain("Content-Disposition: attachment; filename=ine_reverse.jpg");
    const applicant = readableMail(readFileSync(join(outbox, `job-application-${id}-applicant.eml`), "utf8"));
    expect(applicant).toMatch(/^To: .+ <luisa@example\.com>$/m);
    expect(applicant).toMatch(/^Content-Language: es$/m);
    expect(applicant).toContain("Chofer de pipa de agua");
    expect(applicant).toContain("- driverLicense: licencia.jpg");
    const emails = await t.db
      .select()
      .from(jobApplicationEmails)
      .where(eq(jobApplicationEmails.applicationId, id));
    expect(emails.map((email) => [email.status, email.attempts])).toEqual([
      ["SENT", 1],
      ["SENT", 1],
    ]);
  });

  it("sends the e-mails 10 minutes after the application when the documents never come", async () => {
    const { id } = await applied();
    try {
      t.time.advanceMinutes(9);
      await t.app.jobApplicationMail.drain();
      const waiting = await t.db
        .select()
        .from(jobApplicationEmails)
        .where(eq(jobApplicationEmails.applicationId, id));
      expect(waiting.map((email) => email.status)).toEqual(["PENDING", "PENDING"]);
      t.time.advanceMinutes(1);
      // Earlier tests' applications without a documents call go in the same round.
      await t.app.jobApplicationMail.drain();
      const sent = await t.db
        .select()
        .from(jobApplicationEmails)
        .where(eq(jobApplicationEmails.applicationId, id));
      expect(sent.map((email) => email.status)).toEqual(["SENT", "SENT"]);
    } finally {
      t.time.reset();
    }
    const hr = readableMail(
      readFileSync(join(t.config.dataDir, "outbox", `job-application-${id}-hr.eml`), "utf8"),
    );
    expect(hr).toContain("Documentos:\n- (ninguno recibido)");
    const applicant = readableMail(
      readFileSync(join(t.config.dataDir, "outbox", `job-application-${id}-applicant.eml`), "utf8"),
    );
    expect(applicant).toContain("No recibimos documentos con su solicitud");
  });

  it("takes no files at all and then sends the e-mails at once", async () => {
    const { id, uploadToken } = await applied();
    expect((await upload(id, uploadToken, [])).statusCode).toBe(201);
    await t.app.jobApplicationMail.drain();
    const emails = await t.db
      .select()
      .from(jobApplicationEmails)
      .where(eq(jobApplicationEmails.applicationId, id));
    expect(emails.map((email) => email.status)).toEqual(["SENT", "SENT"]);
    const hr = readableMail(
      readFileSync(join(t.config.dataDir, "outbox", `job-application-${id}-hr.eml`), "utf8"),
    );
    expect(hr).toContain("Documentos:\n- (ninguno recibido)");
  });

  it.each([
    [
      "2 MB + 1 byte",
      fileOf(JPEG, 2_097_153),
      "doc.jpg",
      413,
      "file_too_large",
      "El archivo pesa más de 2MB",
    ],
    ["exactly 2 MB", fileOf(PDF, 2_097_152), "doc.pdf", 413, "file_too_large", "El archivo pesa más de 2MB"],
    ["a renamed executable", fileOf(EXE), "cv.pdf", 400, "upload_failed", "Error al subir el archivo"],
    ["a PNG renamed .jpg", fileOf(PNG), "foto.jpg", 400, "upload_failed", "Error al subir el archivo"],
    ["a JPG named .pdf", fileOf(JPEG), "acta.pdf", 400, "upload_failed", "Error al subir el archivo"],
    ["a PNG named .png", fileOf(PNG), "foto.png", 400, "file_type", "Solo se aceptan archivos JPG o PDF"],
  ])("refuses %s, keeping nothing of the upload", async (_, bytes, filename, status, error, message) => {
    const { id, uploadToken } = await applied();
    const filesBefore = storedFiles().length;
    const response = await upload(id, uploadToken, [
      { name: "imss", filename: "imss.pdf", bytes: fileOf(PDF) },
      { name: "rfc", filename, bytes },
    ]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error, message });
    expect(storedFiles()).toHaveLength(filesBefore);
    const rows = await t.db
      .select()
      .from(jobApplicationDocuments)
      .where(eq(jobApplicationDocuments.applicationId, id));
    expect(rows).toEqual([]);
    // The applicant may try again with a proper file.
    expect(
      (await upload(id, uploadToken, [{ name: "rfc", filename: "rfc.pdf", bytes: fileOf(PDF) }])).statusCode,
    ).toBe(201);
  });

  it("says a file whose content is not what it claims failed to upload, in English too", async () => {
    const { id, uploadToken } = await applied();
    const response = await upload(
      id,
      uploadToken,
      [{ name: "rfc", filename: "foto.jpg", bytes: fileOf(PNG) }],
      "en",
    );
    expect(response.json()).toEqual({ error: "upload_failed", message: "Error uploading the file" });
  });

  it("says it in English for an English-speaking applicant", async () => {
    const { id, uploadToken } = await applied();
    const response = await upload(
      id,
      uploadToken,
      [{ name: "rfc", filename: "a.pdf", bytes: fileOf(PDF, 2_097_153) }],
      "en",
    );
    expect(response.json()).toEqual({ error: "file_too_large", message: "The file is larger than 2MB" });
  });

  it("keeps a path-traversal file name from naming anything but the document", async () => {
    const { id, uploadToken } = await applied();
    const response = await upload(id, uploadToken, [
      { name: "proofOfAddress", filename: "../../../../etc/passwd.pdf", bytes: fileOf(PDF) },
      { name: "birthCertificate", filename: "..\\..\\acta.exe.jpg", bytes: fileOf(JPEG) },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ documents: { name: string }[] }>().documents.map((d) => d.name)).toEqual([
      "passwd.pdf",
      "acta.exe.jpg",
    ]);
    expect(existsSync(join(t.config.dataDir, "etc"))).toBe(false);
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}\.(jpg|pdf)$/.test(name))).toBe(true);
  });

  it("refuses a slot the form does not have, and a second file in a one-file slot", async () => {
    const { id, uploadToken } = await applied();
    const unknown = await upload(id, uploadToken, [{ name: "../x", filename: "a.pdf", bytes: fileOf(PDF) }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: "validation_error", fields: [{ path: "../x" }] });
    const twice = await upload(id, uploadToken, [
      { name: "curp", filename: "a.pdf", bytes: fileOf(PDF) },
      { name: "curp", filename: "b.pdf", bytes: fileOf(PDF) },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fields: [{ path: "curp" }] });
    const passportTwoSides = await upload(id, uploadToken, [
      { name: "identificationType", value: "PASSPORT" },
      { name: "identificationUploadMode", value: "ONE_SIDE" },
      { name: "identification", filename: "a.jpg", bytes: fileOf(JPEG) },
      { name: "identification", filename: "b.jpg", bytes: fileOf(JPEG) },
    ]);
    expect(passportTwoSides.statusCode).toBe(400);
  });

  it("refuses without a token, with another application's token, and a second time (401, 401, 409)", async () => {
    const mine = await applied();
    const other = await applied();
    const files: Part[] = [{ name: "curp", filename: "curp.pdf", bytes: fileOf(PDF) }];
    const none = await upload(mine.id, undefined, files);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: "unauthorized" });
    expect((await upload(mine.id, other.uploadToken, files)).statusCode).toBe(401);
    expect((await upload("00000000-0000-4000-8000-000000000000", mine.uploadToken, files)).statusCode).toBe(
      401,
    );
    const rows = await t.db
      .select()
      .from(jobApplicationDocuments)
      .where(eq(jobApplicationDocuments.applicationId, mine.id));
    expect(rows).toEqual([]);
    const json = await t.app.inject({
      method: "POST",
      url: `/api/core/job-application/${mine.id}/files`,
      remoteAddress: nextAddress(),
      headers: { authorization: `Bearer ${mine.uploadToken}` },
      payload: { curp: "not a file" },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload(mine.id, mine.uploadToken, files)).statusCode).toBe(201);
    const again = await upload(mine.id, mine.uploadToken, files);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: "documents_already_sent" });
  });
});

import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { runBackupCommand, runRestoreCommand } from "../src/backup/backup-command.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { type Database, type DatabaseHandle, openPglite, openPostgres } from "../src/db/database.ts";
import { emailOutbox } from "../src/db/schema/email-outbox.ts";
import { jobApplicationDocuments, jobApplications } from "../src/db/schema/job-applications.ts";
import { payments } from "../src/db/schema/payments.ts";
import { quotes } from "../src/db/schema/quotes.ts";
import { staffUsers } from "../src/db/schema/staff-users.ts";
import { unitNights } from "../src/db/schema/unit-nights.ts";
import { listeningAddress } from "../src/infra/payments/create-payment-gateway.ts";
import { firstJobApplication, seededVacancies, solvedCaptcha } from "./helpers/job-application-calls.ts";
import { paymentBody } from "./helpers/payment-test-app.ts";
import { createStaff, signIn, staffHeaders } from "./helpers/staff-session.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";
import { adminQuery, withDatabase } from "./helpers/test-database.ts";

/*
 * Issue 31 item 7: `npm run backup` and `npm run restore` (their commands, run as the scripts run them) on
 * the database the suite runs on: PGlite in DATA_DIR, or a new PostgreSQL database of the DATABASE_URL
 * server (pg_dump and pg_restore). A park with a paid order, a hold, a job application with its documents,
 * an e-mail in the outbox and a staff account is backed up, restored into a fresh DATA_DIR (and a fresh
 * database), and the app started there finds all of it, the files byte for byte, and still accepts the
 * visitor tokens it gave before: the generated token secret came along.
 */

const serverUrl = process.env.DATABASE_URL;
const KIND = serverUrl ? "PostgreSQL" : "PGlite";
const STAFF_PASSWORD = "una clave larga para respaldos";
const CABIN_NIGHTS = {
  arrivalDate: "2026-12-09",
  departureDate: "2026-12-10",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CABIN",
} as const;

const dirs: string[] = [];
const databases: string[] = [];

/** Settings with a fresh DATA_DIR and, on PostgreSQL, a database name nobody has used (not created). */
function freshPlace(): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "park-backup-test-"));
  dirs.push(dataDir);
  const env: Record<string, string> = {
    CLOCK_NOW: PINNED_NOW,
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, "..", "no-web-build"),
  };
  if (!serverUrl) return loadConfig(env);
  const name = `park_backup_${process.pid}_${randomBytes(4).toString("hex")}`;
  databases.push(name);
  return loadConfig({ ...env, DATABASE_URL: withDatabase(serverUrl, name) });
}

function openDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, 4))
    : openPglite(join(config.dataDir, "pglite"));
}

type Running = { app: FastifyInstance; db: Database; base: string };

/** The real app on `config`'s DATA_DIR and database, listening (the SDK reaches the sandbox over HTTP). */
async function start(config: Config): Promise<Running> {
  const handle = await openDatabase(config);
  const app = await buildApp(config, { database: handle });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = listeningAddress(app.server);
  if (!address) throw new Error("the app is not listening");
  return { app, db: handle.db, base: `http://${address.host}:${address.port}` };
}

async function command(
  run: typeof runBackupCommand,
  args: string[],
  config: Config,
): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  const code = await run(args, config, { stdout, stderr });
  return { code, out, err };
}

async function call<T>(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT",
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

const PDF_BYTES = new Uint8Array(Buffer.from(`%PDF-1.7\n${randomBytes(400).toString("base64")}`));
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(700)]);

async function applyWithDocuments(app: FastifyInstance): Promise<string> {
  const { driver } = await seededVacancies(app);
  const response = await app.inject({
    method: "POST",
    url: "/api/core/job-application",
    remoteAddress: "10.31.7.1",
    headers: { "x-altcha-payload": await solvedCaptcha(app, "10.31.7.1") },
    payload: firstJobApplication(driver),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, uploadToken } = response.json<{ id: string; uploadToken: string }>();
  const boundary = "----backupTestBoundary";
  const part = (name: string, filename: string, bytes: Uint8Array) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from("\r\n"),
    ]);
  const upload = await app.inject({
    method: "POST",
    url: `/api/core/job-application/${id}/files`,
    remoteAddress: "10.31.7.1",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${uploadToken}`,
    },
    payload: Buffer.concat([
      part("curp", "CURP.pdf", PDF_BYTES),
      part("driverLicense", "licencia.jpg", JPEG_BYTES),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return id;
}

/** Every row of the tables a restore must bring back, each table in a stable order. */
async function rowsOf(db: Database) {
  const byId = <T extends { id: unknown }>(rows: T[]) =>
    rows.sort((a, b) => String(a.id).localeCompare(String(b.id)));
  return {
    quotes: byId(await db.select().from(quotes)),
    unitNights: (await db.select().from(unitNights)).sort((a, b) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
    ),
    payments: byId(await db.select().from(payments)),
    applications: byId(await db.select().from(jobApplications)),
    documents: byId(await db.select().from(jobApplicationDocuments)),
    outbox: byId(await db.select().from(emailOutbox)),
    staff: byId(await db.select().from(staffUsers)),
  };
}

/** DATA_DIR's files but the database's own, path -> bytes. */
function dataFiles(dataDir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || path.startsWith(join(dataDir, "pglite"))) continue;
    files.set(path.slice(dataDir.length + 1), readFileSync(path));
  }
  return files;
}

let source: Config;
let token: string;
let paid: QuoteDto;
let held: QuoteDto;
let applicationId: string;
let rowsBefore: Awaited<ReturnType<typeof rowsOf>>;
let filesBefore: Map<string, Buffer>;
let archive: string;
let backupDir: string;

beforeAll(async () => {
  source = freshPlace();
  if (serverUrl) await adminQuery(serverUrl, `create database ${databases[0]}`);
  const park = await start(source);
  try {
    token = (await call<{ token: string }>(park.app, "POST", "/auth/visitor")).body.token;
    const quote = async () =>
      (
        await call<QuoteDto>(park.app, "POST", "/api/ecommerce/quotes/", {
          token,
          body: { visit: CABIN_NIGHTS },
        })
      ).body;
    const buying = await quote();
    const sale = await call<{ quote: QuoteDto }>(park.app, "POST", "/api/ecommerce/payment/", {
      token,
      body: paymentBody(buying),
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    paid = sale.body.quote;
    expect(paid.status).toBe("PAID");

    const holding = await quote();
    const units = await call<{ staying: { id: string; name: string }; available: boolean }[]>(
      park.app,
      "GET",
      `/api/ecommerce/reservations/availables/?startDate=${CABIN_NIGHTS.arrivalDate}&endDate=${CABIN_NIGHTS.departureDate}&stayType=CABIN`,
      { token },
    );
    const free = units.body.find((u) => u.available);
    if (!free) throw new Error("no free cabin to hold");
    const hold = await call<QuoteDto>(park.app, "PUT", "/api/ecommerce/reservations/", {
      token,
      body: { quoteId: holding.id, stayIds: [free.staying.id] },
    });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    held = hold.body;

    applicationId = await applyWithDocuments(park.app);
    await createStaff(park.db, { email: "rh@respaldo.test", role: "hr", password: STAFF_PASSWORD });
    // The confirmation e-mail, written to DATA_DIR/outbox (no SMTP_URL).
    await park.app.confirmationMail.drain();
    rowsBefore = await rowsOf(park.db);
  } finally {
    await park.app.close();
  }
  filesBefore = dataFiles(source.dataDir);
  backupDir = mkdtempSync(join(tmpdir(), "park-backups-"));
  dirs.push(backupDir);
});

afterAll(async () => {
  if (serverUrl) {
    for (const name of databases) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${KIND}`, () => {
  it("the park to restore has what a backup must keep", () => {
    expect(rowsBefore.quotes.map((q) => q.status).sort()).toEqual(["OPEN", "PAID"]);
    expect(rowsBefore.unitNights.length).toBeGreaterThanOrEqual(2);
    expect(rowsBefore.documents).toHaveLength(2);
    expect(rowsBefore.outbox.map((m) => m.status)).toEqual(["SENT"]);
    const kinds = [...filesBefore.keys()].map((path) => path.split("/")[0]).sort();
    expect(new Set(kinds)).toEqual(new Set(["outbox", "sandbox-stripe.json", "token-secret", "uploads"]));
    expect([...filesBefore.keys()].filter((p) => p.startsWith("uploads/"))).toHaveLength(2);
  });

  it("npm run backup writes one archive", async () => {
    const { code, out, err } = await command(runBackupCommand, ["--dir", backupDir], source);
    expect(err).toBe("");
    expect(code).toBe(0);
    const written = readdirSync(backupDir);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^park-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    archive = join(backupDir, written[0] ?? "");
    expect(out).toContain(archive);
    // It holds applicants' documents and the token secret: its owner's alone.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  });

  it("npm run restore into a fresh DATA_DIR and database: the app there finds the same orders, holds, applications and files", async () => {
    // The database is not even created: the restore makes it.
    const target = freshPlace();
    const { code, err } = await command(runRestoreCommand, [archive], target);
    expect(err).toBe("");
    expect(code).toBe(0);

    const files = dataFiles(target.dataDir);
    expect([...files.keys()].sort()).toEqual([...filesBefore.keys()].sort());
    for (const [path, bytes] of filesBefore) expect(files.get(path)?.equals(bytes), path).toBe(true);

    const park = await start(target);
    try {
      expect(await rowsOf(park.db)).toEqual(rowsBefore);
      const order = await call<QuoteDto>(park.app, "GET", `/api/ecommerce/payment/quotes/code/${paid.code}`);
      expect(order.status).toBe(200);
      expect(order.body).toMatchObject({ id: paid.id, status: "PAID", totalAmount: paid.totalAmount });
      const hold = await call<QuoteDto>(park.app, "GET", `/api/ecommerce/quotes/${held.id}`);
      expect(hold.body.cabinNumbers).toEqual(held.cabinNumbers);
      // The old visitor token is still good: the generated token secret was restored.
      const change = await call<QuoteDto>(park.app, "PUT", `/api/ecommerce/quotes/${held.id}`, {
        token,
        body: hold.body,
      });
      expect(change.status, JSON.stringify(change.body)).toBe(200);
      expect(change.body.cabinNumbers).toEqual(held.cabinNumbers);

      const hr = await signIn(park.app, "rh@respaldo.test", STAFF_PASSWORD);
      const detail = await park.app.inject({
        method: "GET",
        url: `/api/office/applications/${applicationId}`,
        headers: staffHeaders(hr),
      });
      expect(detail.statusCode, detail.body).toBe(200);
      const documents = detail.json<{ documents: { id: string; slot: string }[] }>().documents;
      const expected: Record<string, Uint8Array> = { curp: PDF_BYTES, driverLicense: JPEG_BYTES };
      expect(documents.map((d) => d.slot).sort()).toEqual(["curp", "driverLicense"]);
      for (const document of documents) {
        const file = await park.app.inject({
          method: "GET",
          url: `/api/office/applications/${applicationId}/documents/${document.id}`,
          headers: staffHeaders(hr),
        });
        expect(file.statusCode).toBe(200);
        expect(Buffer.from(file.rawPayload).equals(Buffer.from(expected[document.slot] ?? []))).toBe(true);
      }
    } finally {
      await park.app.close();
    }
  });

  it("refuses to restore over a DATA_DIR or database that is not empty unless --force", async () => {
    const target = freshPlace();
    writeFileSync(join(target.dataDir, "keep-me"), "not the park's");
    const refused = await command(runRestoreCommand, [archive], target);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("is not empty; nothing was changed. Add --force");
    expect(readdirSync(target.dataDir)).toEqual(["keep-me"]);

    const forced = await command(runRestoreCommand, [archive, "--force"], target);
    expect(forced.err).toBe("");
    expect(forced.code).toBe(0);
    expect(existsSync(join(target.dataDir, "keep-me"))).toBe(false);
    expect(existsSync(join(target.dataDir, "token-secret"))).toBe(true);
    if (!target.databaseUrl) return;

    // The database restored just now is not empty: a second restore into it, with an empty DATA_DIR, is refused.
    const again = { ...freshPlace(), databaseUrl: target.databaseUrl };
    const refusedDatabase = await command(runRestoreCommand, [archive], again);
    expect(refusedDatabase.code).toBe(1);
    expect(refusedDatabase.err).toMatch(
      /the database of DATABASE_URL already has \d+ tables; nothing was changed/,
    );
    expect(readdirSync(again.dataDir)).toEqual([]);
    const replaced = await command(runRestoreCommand, [archive, "--force"], again);
    expect(replaced.err).toBe("");
    expect(replaced.code).toBe(0);
    const handle = await openDatabase(again);
    try {
      expect(await rowsOf(handle.db)).toEqual(rowsBefore);
    } finally {
      await handle.close();
    }
  });

  it("refuses an archive damaged in storage", async () => {
    const damaged = join(backupDir, "damaged.tar.gz");
    const bytes = readFileSync(archive);
    writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = freshPlace();
    const refused = await command(runRestoreCommand, [damaged], target);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("damaged.tar.gz is damaged or not a backup");
    expect(readdirSync(target.dataDir)).toEqual([]);
  });
});

describe.runIf(!serverUrl)("PGlite is one process's", () => {
  it("neither backs up nor restores while the API has the database open", async () => {
    const park = await start(source);
    try {
      const backup = await command(runBackupCommand, ["--dir", backupDir], source);
      expect(backup.code).toBe(1);
      expect(backup.err).toContain("stop the API first");
      const restore = await command(runRestoreCommand, [archive, "--force"], source);
      expect(restore.code).toBe(1);
      expect(restore.err).toContain("stop the API first");
    } finally {
      await park.app.close();
    }
    expect(readdirSync(backupDir).filter((f) => f.startsWith("park-backup-"))).toHaveLength(1);
  });
});

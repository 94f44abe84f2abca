import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit-log.ts";
import { feedbacks } from "../src/db/schema/feedbacks.ts";
import { jobApplications } from "../src/db/schema/job-applications.ts";
import { t, useEcommerceFile } from "./helpers/ecommerce-file.ts";
import { visitorToken } from "./helpers/ecommerce-test-app.ts";
import { firstJobApplication, seededVacancies, solvedCaptcha } from "./helpers/job-application-calls.ts";
import { expectStaffOnly, type StaffSession, signedInStaff, staffHeaders } from "./helpers/staff-session.ts";

useEcommerceFile();

/*
 * HR's applications and the contact inbox (issue 14 item 6), on applications sent through the real
 * careers calls (captcha solved, documents uploaded) and messages sent through the contact form.
 */
let hr: StaffSession;
let desk: StaffSession;
let postId: number;
let otherPostId: number;
let addresses = 0;
const nextAddress = () => `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`;

beforeAll(async () => {
  hr = await signedInStaff(t, { email: "rh@park.test", role: "hr" });
  desk = await signedInStaff(t, { email: "recepcion@park.test", role: "front_desk" });
  ({ driver: postId, other: otherPostId } = await seededVacancies(t.app));
});

async function apply(overrides: Record<string, unknown> = {}): Promise<{ id: string; uploadToken: string }> {
  const payload = await solvedCaptcha(t.app, nextAddress());
  const response = await t.app.inject({
    method: "POST",
    url: "/api/core/job-application",
    remoteAddress: nextAddress(),
    headers: { "x-altcha-payload": payload },
    payload: firstJobApplication(postId, overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const PDF_BYTES = new Uint8Array(Buffer.from(`%PDF-1.7\n${" ".repeat(500)}`));
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(700).fill(0x20)]);

async function upload(id: string, token: string) {
  const boundary = "----officeTestBoundary";
  const part = (name: string, filename: string, bytes: Uint8Array) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from("\r\n"),
    ]);
  const body = Buffer.concat([
    part("curp", "CURP María.pdf", PDF_BYTES),
    part("driverLicense", "licencia.jpg", JPEG_BYTES),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: "POST",
    url: `/api/core/job-application/${id}/files`,
    remoteAddress: nextAddress(),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
}

function asHr(method: "GET" | "PUT", url: string, payload?: object, session: StaffSession = hr) {
  return t.app.inject({
    method,
    url,
    headers: { ...staffHeaders(session), "accept-language": "en" },
    ...(payload ? { payload } : {}),
  });
}

type Detail = {
  id: string;
  status: string;
  nextStatuses: string[];
  applicantName: string;
  form: Record<string, unknown>;
  documents: { id: string; slot: string; originalName: string; contentType: string; size: number }[];
};

let maria: { id: string; uploadToken: string };
let pedro: { id: string; uploadToken: string };

describe("applications by vacancy", () => {
  it("lists each vacancy with its applications per status, and the applications of one vacancy newest first", async () => {
    maria = await apply();
    await upload(maria.id, maria.uploadToken);
    pedro = await apply({ applicantName: "pedro", email: "pedro@example.com" });
    const response = await asHr("GET", `/api/office/applications?jobPostId=${postId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      vacancies: { id: number; counts: Record<string, number> }[];
      applications: { id: string; applicantName: string; status: string; jobPostId: number }[];
    }>();
    expect(body.vacancies.find((v) => v.id === postId)?.counts).toEqual({ NEW: 2 });
    expect(body.vacancies.find((v) => v.id === otherPostId)?.counts).toEqual({});
    expect(body.applications.map((a) => [a.applicantName, a.status])).toEqual(
      expect.arrayContaining([
        ["María Luisa Pérez", "NEW"],
        ["Pedro Pérez", "NEW"],
      ]),
    );
    expect(body.applications).toHaveLength(2);
    const other = await asHr("GET", `/api/office/applications?jobPostId=${otherPostId}`);
    expect(other.json<{ applications: unknown[] }>().applications).toEqual([]);
  });

  it("shows an application with every answer and its documents", async () => {
    const response = await asHr("GET", `/api/office/applications/${maria.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const detail = response.json<Detail>();
    expect(detail).toMatchObject({ status: "NEW", nextStatuses: ["REVIEWED", "INTERVIEW", "REJECTED"] });
    expect(detail.form).toMatchObject({
      applicantName: "María Luisa",
      hobbies: "Leer",
      driverLicenseType: "C",
      personalReferences: [{ name: "Juan López", phoneNumber: "(646) 111-2222", relationship: "Amigo" }],
    });
    expect(detail.documents.map((d) => [d.slot, d.originalName, d.contentType, d.size])).toEqual([
      ["curp", "CURP María.pdf", "application/pdf", PDF_BYTES.length],
      ["driverLicense", "licencia.jpg", "image/jpeg", JPEG_BYTES.length],
    ]);
    expect(JSON.stringify(detail)).not.toContain("storedName");
  });
});

describe("documents, only for signed-in HR", () => {
  it("serves the exact bytes as an attachment with their type, never cached", async () => {
    const detail = (await asHr("GET", `/api/office/applications/${maria.id}`)).json<Detail>();
    const pdf = detail.documents.find((d) => d.slot === "curp")!;
    const response = await asHr("GET", `/api/office/applications/${maria.id}/documents/${pdf.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="CURP Mar_a.pdf"; filename*=UTF-8''CURP%20Mar%C3%ADa.pdf`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(createHash("sha256").update(response.rawPayload).digest("hex")).toBe(
      createHash("sha256").update(PDF_BYTES).digest("hex"),
    );
  });

  it("refuses the front desk, a visitor token and no session; another application's id is 404", async () => {
    const detail = (await asHr("GET", `/api/office/applications/${maria.id}`)).json<Detail>();
    const jpeg = detail.documents.find((d) => d.slot === "driverLicense")!;
    const url = `/api/office/applications/${maria.id}/documents/${jpeg.id}`;
    const byDesk = await asHr("GET", url, undefined, desk);
    expect(byDesk.statusCode).toBe(403);
    expect(byDesk.json()).toMatchObject({ error: "staff_role_forbidden" });
    expect(byDesk.rawPayload.includes(Buffer.from(JPEG_BYTES.slice(0, 4)))).toBe(false);
    const visitor = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: `Bearer ${await visitorToken(t.app)}` },
    });
    expect(visitor.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: "GET", url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: "staff_session_required" });
    const crossed = await asHr("GET", `/api/office/applications/${pedro.id}/documents/${jpeg.id}`);
    expect(crossed.statusCode).toBe(404);
    await expectStaffOnly(t.app, { method: "GET", url }, ["hr"]);
  });
});

describe("status moves", () => {
  it("follows the domain's table, audits each move and refuses any other with nothing changed", async () => {
    const reviewed = await asHr("PUT", `/api/office/applications/${maria.id}/status`, { status: "REVIEWED" });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json<Detail>()).toMatchObject({
      status: "REVIEWED",
      nextStatuses: ["INTERVIEW", "REJECTED"],
    });

    const skipped = await asHr("PUT", `/api/office/applications/${maria.id}/status`, { status: "HIRED" });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toEqual({
      error: "application_status_not_allowed",
      message: "The application cannot move to that status from the status it is in",
    });
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, maria.id));
    expect(row?.status).toBe("REVIEWED");

    expect(
      (await asHr("PUT", `/api/office/applications/${maria.id}/status`, { status: "INTERVIEW" })).statusCode,
    ).toBe(200);
    expect(
      (await asHr("PUT", `/api/office/applications/${maria.id}/status`, { status: "HIRED" })).statusCode,
    ).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, maria.id))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.entityType, e.before, e.after])).toEqual([
      ["job_application.status", "job_application", { status: "NEW" }, { status: "REVIEWED" }],
      ["job_application.status", "job_application", { status: "REVIEWED" }, { status: "INTERVIEW" }],
      ["job_application.status", "job_application", { status: "INTERVIEW" }, { status: "HIRED" }],
    ]);
    const list = await asHr("GET", `/api/office/applications?status=HIRED`);
    expect(list.json<{ applications: { id: string }[] }>().applications.map((a) => a.id)).toEqual([maria.id]);
  });

  it("a double click moves the application once: the second is judged from the first's result", async () => {
    const [a, b] = await Promise.all([
      asHr("PUT", `/api/office/applications/${pedro.id}/status`, { status: "REVIEWED" }),
      asHr("PUT", `/api/office/applications/${pedro.id}/status`, { status: "REVIEWED" }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it("refuses an unknown status, an id that is not one, and an application that does not exist", async () => {
    expect(
      (await asHr("PUT", `/api/office/applications/${pedro.id}/status`, { status: "FIRED" })).statusCode,
    ).toBe(400);
    expect((await asHr("GET", "/api/office/applications/not-a-uuid")).statusCode).toBe(400);
    expect(
      (await asHr("GET", "/api/office/applications/00000000-0000-4000-8000-000000000000")).statusCode,
    ).toBe(404);
  });

  it("every applications call is HR's only", async () => {
    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/applications" }, ["hr"]);
    await expectStaffOnly(t.app, { method: "GET", url: `/api/office/applications/${maria.id}` }, ["hr"]);
    const before = await t.db.select().from(jobApplications).where(eq(jobApplications.id, pedro.id));
    await expectStaffOnly(
      t.app,
      { method: "PUT", url: `/api/office/applications/${pedro.id}/status`, payload: { status: "REVIEWED" } },
      ["hr"],
    );
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.id, pedro.id))).toEqual(before);
  });
});

describe("contact messages inbox", () => {
  it("lists messages newest first with the unread count, and marks one read and unread again", async () => {
    for (const name of ["Ana", "Beto"]) {
      const sent = await t.app.inject({
        method: "POST",
        url: "/api/ecommerce/feedbacks",
        remoteAddress: nextAddress(),
        payload: {
          name,
          email: `${name.toLowerCase()}@example.com`,
          subject: 1,
          message: `Hola, soy ${name}`,
        },
      });
      expect(sent.statusCode).toBe(201);
    }
    const inbox = await asHr("GET", "/api/office/feedbacks");
    expect(inbox.statusCode).toBe(200);
    const body = inbox.json<{
      messages: { id: string; name: string; readAt: string | null }[];
      unread: number;
      total: number;
    }>();
    expect(body).toMatchObject({ unread: 2, total: 2 });
    expect(body.messages.map((m) => m.name).sort()).toEqual(["Ana", "Beto"]);
    const ana = body.messages.find((m) => m.name === "Ana")!;

    const read = await asHr("PUT", `/api/office/feedbacks/${ana.id}/read`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ readAt: string }>().readAt).toBe(t.time.clock().toISOString());
    const unread = await asHr("GET", "/api/office/feedbacks?unread=true");
    expect(unread.json<{ messages: { name: string }[]; unread: number }>()).toMatchObject({
      unread: 1,
      messages: [{ name: "Beto" }],
    });
    expect((await asHr("PUT", `/api/office/feedbacks/${ana.id}/read`, { read: false })).json()).toMatchObject(
      {
        readAt: null,
      },
    );
    const [row] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, ana.id));
    expect(row?.readAt).toBeNull();
    // Each change is in the audit log (read, then unread again), under the HR member who made it.
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ana.id))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.entityType, entry.action])).toEqual([
      ["feedback", "feedback.read"],
      ["feedback", "feedback.unread"],
    ]);

    await expectStaffOnly(t.app, { method: "GET", url: "/api/office/feedbacks" }, ["hr"]);
    await expectStaffOnly(
      t.app,
      { method: "PUT", url: `/api/office/feedbacks/${ana.id}/read`, payload: { read: true } },
      ["hr"],
    );
    const [after] = await t.db.select().from(feedbacks).where(eq(feedbacks.id, ana.id));
    expect(after?.readAt).toBeNull();
  });
});

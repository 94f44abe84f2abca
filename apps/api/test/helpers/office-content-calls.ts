import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import type { Database } from "../../src/db/database.ts";
import { auditLog } from "../../src/db/schema/audit-log.ts";
import { type StaffSession, signedInStaff, staffHeaders } from "./staff-session.ts";

export const ADMIN = { email: "admin@park.test", password: "a long admin passphrase 1" };

/** Signs the test's admin in (creating the account first). */
export function adminSession(testApp: { app: FastifyInstance; db: Database }): Promise<StaffSession> {
  return signedInStaff(testApp, { ...ADMIN, role: "admin" });
}

export type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: unknown };

/** An office call as the signed-in admin: status and parsed body (null for an empty one). */
export async function asAdmin<T = unknown>(
  app: FastifyInstance,
  session: StaffSession,
  call: Call,
  language = "es",
): Promise<{ status: number; body: T | null }> {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    headers: { ...staffHeaders(session), "accept-language": language },
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
  return { status: response.statusCode, body: response.body === "" ? null : response.json<T>() };
}

/** A real PNG (a QR code of `text`), as a browser would read a picture file. */
export async function pngPicture(text = "evento"): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: "png", width: 120 });
}

/** The audit rows of one entity, oldest first. */
export async function auditOf(db: Database, entityType: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
}

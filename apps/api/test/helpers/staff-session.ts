import { randomBytes } from "node:crypto";
import { roleMayUse, STAFF_ROLES, type StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { STAFF_COOKIE } from "../../src/modules/office/session/staff-cookie.ts";
import { createStaffAccounts } from "../../src/modules/office/staff/staff-accounts.ts";

/** A signed-in staff browser: its session cookie and the CSRF token writes must send. */
export type StaffSession = { cookie: string; csrfToken: string };

/** Good enough for the length rule; tests pass their own when they need to know it. */
export const TEST_STAFF_PASSWORD = "a long test password 1";

/** A staff account straight in the database (what `npm run staff -- create` makes). */
export async function createStaff(
  db: Database,
  account: { email: string; role: StaffRole; password?: string; name?: string },
): Promise<{ id: string; email: string; password: string; role: StaffRole }> {
  const password = account.password ?? TEST_STAFF_PASSWORD;
  const outcome = await createStaffAccounts({ db, clock: () => new Date() }).create({
    email: account.email,
    name: account.name ?? account.email,
    role: account.role,
    password,
  });
  if (!outcome.ok) throw new Error(`createStaff(${account.email}): ${outcome.issue}`);
  return { id: outcome.account.id, email: outcome.account.email, password, role: account.role };
}

/**
 * Each sign-in comes from its own made-up address, so a test file's many sign-ins never reach the
 * per-address limit (tests of that limit set `remoteAddress` themselves).
 */
function freshAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Signs in through POST /api/office/session; fails the test unless it answers 200 with a cookie. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<StaffSession> {
  const response = await app.inject({
    method: "POST",
    url: "/api/office/session",
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error("the sign-in answer set no staff cookie");
  return {
    cookie: `${STAFF_COOKIE}=${cookie.value}`,
    csrfToken: response.json<{ csrfToken: string }>().csrfToken,
  };
}

/** A staff account straight in the database, signed in: its session, with the account's id. */
export async function signedInStaff(
  testApp: { app: FastifyInstance; db: Database },
  account: { email: string; role: StaffRole; password?: string; name?: string },
): Promise<StaffSession & { id: string }> {
  const { id, email, password } = await createStaff(testApp.db, account);
  return { ...(await signIn(testApp.app, email, password)), id };
}

/** The headers of a staff call: the session cookie and the CSRF token. */
export function staffHeaders(session: StaffSession): Record<string, string> {
  return { cookie: session.cookie, "x-csrf-token": session.csrfToken };
}

type StaffRequest = Pick<InjectOptions, "method" | "url" | "payload" | "query"> & {
  headers?: Record<string, string>;
};

let accountNumber = 0;

/** A new account of `role` on the app, signed in (each call a new e-mail: sign-in limits never interfere). */
async function signedInAs(app: FastifyInstance, role: StaffRole): Promise<StaffSession> {
  accountNumber += 1;
  const email = `boundary-${role}-${accountNumber}-${randomBytes(3).toString("hex")}@office.test`;
  const outcome = await app.staffAccounts.create({ email, name: email, role, password: TEST_STAFF_PASSWORD });
  if (!outcome.ok) throw new Error(`could not create a ${role} account: ${outcome.issue}`);
  return signIn(app, email, TEST_STAFF_PASSWORD);
}

async function expectRefused(
  app: FastifyInstance,
  request: StaffRequest,
  headers: Record<string, string>,
  status: number,
  code: string,
  what: string,
): Promise<void> {
  const response = await app.inject({ ...request, headers: { ...request.headers, ...headers } });
  expect(response.statusCode, `${request.method} ${request.url} ${what}: ${response.body}`).toBe(status);
  expect(response.json<{ error: string }>().error, `${request.method} ${request.url} ${what}`).toBe(code);
}

/**
 * The four refusals issue 14 asks of every staff call: no session (and a visitor's token instead of one),
 * a signed-in member of a role not in `allowedRoles` (admin is always allowed), a write without the CSRF
 * token or with another session's, and a signed-out session. That the refused call changed nothing is
 * the calling test's to check.
 */
export async function expectStaffOnly(
  app: FastifyInstance,
  request: StaffRequest,
  allowedRoles: readonly StaffRole[],
): Promise<void> {
  await expectRefused(app, request, {}, 401, "staff_session_required", "without a session");
  const visitor = await app.inject({ method: "POST", url: "/auth/visitor", remoteAddress: freshAddress() });
  const visitorToken = visitor.json<{ token: string }>().token;
  await expectRefused(
    app,
    request,
    { authorization: `Bearer ${visitorToken}` },
    401,
    "staff_session_required",
    "with a visitor token",
  );

  for (const role of STAFF_ROLES.filter((r) => !roleMayUse(r, allowedRoles))) {
    const other = await signedInAs(app, role);
    await expectRefused(app, request, staffHeaders(other), 403, "staff_role_forbidden", `as ${role}`);
  }

  const allowedRole = allowedRoles.find((r) => r !== "admin") ?? "admin";
  if (request.method !== "GET" && request.method !== "HEAD") {
    const allowed = await signedInAs(app, allowedRole);
    const another = await signedInAs(app, allowedRole);
    await expectRefused(app, request, { cookie: allowed.cookie }, 403, "csrf_token_invalid", "without CSRF");
    await expectRefused(
      app,
      request,
      { cookie: allowed.cookie, "x-csrf-token": another.csrfToken },
      403,
      "csrf_token_invalid",
      "with another session's CSRF token",
    );
  }

  const signedOut = await signedInAs(app, allowedRole);
  const signOut = await app.inject({
    method: "DELETE",
    url: "/api/office/session",
    headers: staffHeaders(signedOut),
  });
  expect(signOut.statusCode).toBe(204);
  await expectRefused(app, request, staffHeaders(signedOut), 401, "staff_session_required", "signed out");
}

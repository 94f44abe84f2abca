import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../src/modules/office/session/sign-in-limit.ts";
import { createStaff } from "./helpers/staff-session.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/*
 * The sign-in limit per account is shared by every API process through the rate-limit store's Redis
 * (REDIS_URL, or the CI machine's Redis at 127.0.0.1:6379): two apps, each with its own database and the
 * same account, count one guesser's tries together.
 */
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const PASSWORD = "una contraseña compartida";
// A new account per run, so counts an earlier run left in Redis do not meet this one's.
const EMAIL = `shared-${randomBytes(6).toString("hex")}@park.test`;
let apps: TestApp[] = [];

beforeAll(async () => {
  apps = [await buildTestApp({ REDIS_URL }), await buildTestApp({ REDIS_URL })];
  for (const t of apps) await createStaff(t.db, { email: EMAIL, role: "front_desk", password: PASSWORD });
}, 120_000);

afterAll(async () => {
  for (const t of apps) await t.close();
});

it("counts the tries at one account across processes", async () => {
  for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
    const response = await apps[i % 2]!.app.inject({
      method: "POST",
      url: "/api/office/session",
      payload: { email: EMAIL, password: `guess ${i}` },
      remoteAddress: `198.18.${i}.1`,
    });
    expect(response.statusCode).toBe(401);
  }
  for (const t of apps) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/office/session",
      payload: { email: EMAIL, password: PASSWORD },
      remoteAddress: "198.18.200.1",
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe("too_many_sign_in_attempts");
  }
});

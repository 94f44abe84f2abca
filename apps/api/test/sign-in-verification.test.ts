import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword, passwordMatches } from "../src/modules/office/staff/password-hashing.ts";
import { createStaff } from "./helpers/staff-session.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

// The real argon2id, watched: the test counts the verifications a sign-in makes. A module replaced for
// this file needs a module graph of its own (vitest.config.ts, OWN_MODULES).
vi.mock(import("@node-rs/argon2"), { spy: true });

const PASSWORD = "la contraseña del parque 2026";
let t: TestApp;

beforeAll(async () => {
  // A day other than the run's seeded one: this file has no shared seeded database, so it seeds its own.
  t = await buildTestApp({ CLOCK_NOW: "2026-11-23T10:00:00-08:00" });
});
afterAll(() => t.close());

let addressNumber = 0;
function trySignIn(email: string) {
  addressNumber += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/office/session",
    remoteAddress: `10.9.0.${addressNumber}`,
    payload: { email, password: "a wrong password here" },
  });
}

describe("signing in with an e-mail no staff account has", () => {
  it("verifies one password hash of the same cost as a wrong password does", async () => {
    // What an unknown e-mail's answer takes is what a wrong password's takes: one argon2id verification
    // (tens of milliseconds) of a hash with the same parameters. Without it the answer would come in about
    // a millisecond and tell which addresses belong to the staff. Counted, not timed: timings on a busy
    // machine prove nothing either way.
    await createStaff(t.db, { email: "timing@park.test", role: "hr", password: PASSWORD });
    const realHash = await hashPassword(PASSWORD);
    const verifications = vi.mocked(verify);
    const verifiedHashes = async (email: string) => {
      verifications.mockClear();
      expect((await trySignIn(email)).statusCode).toBe(401);
      return verifications.mock.calls.map(([hash]) => String(hash));
    };
    const parameters = (hash: string) => hash.split("$").slice(1, 4).join("$");
    for (const email of ["unknown@park.test", "another-unknown@park.test", "timing@park.test"]) {
      const hashes = await verifiedHashes(email);
      expect(hashes).toHaveLength(1);
      expect(parameters(hashes[0] ?? "")).toBe(parameters(realHash));
    }
    expect(parameters(realHash)).toBe("argon2id$v=19$m=19456,t=2,p=1");
    expect(await passwordMatches(realHash, PASSWORD)).toBe(true);
  });
});

import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) with OWASP's first recommended setting: 19 MiB, 2 passes,
 * 1 lane, about 30 ms here. The PHC string keeps the salt and the parameters, so raising them later
 * still verifies the older hashes.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches `passwordHash`; a malformed hash is a mismatch, not a crash. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification when no account has the e-mail (or it is disabled), so the
 * answer's timing does not tell whether an address belongs to the staff. The hash is of a random
 * password made once per process: nothing can match it.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url"));
  await passwordMatches(await dummyHash, password);
}

import type { FormHash, FormValue } from "./form-encoding.ts";
import { SandboxError } from "./sandbox-error.ts";
import type { IdempotencyRecord } from "./sandbox-objects.ts";
import type { SandboxStore } from "./sandbox-store.ts";

/** Stripe prunes keys once they are at least 24 hours old; a reused old key starts a new request. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export type SavedAnswer = { status: number; body: unknown };

/** Parameters in a fixed key order, so the same request compares equal however its body was written. */
function canonical(value: FormValue): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k] as FormValue)}`).join(",")}}`;
}

function idempotencyError(message: string): SandboxError {
  return new SandboxError(400, { type: "idempotency_error", message }, true);
}

/**
 * Stripe's idempotent requests (docs.stripe.com/api/idempotent_requests): the first answer to a key is
 * saved once the endpoint starts executing and replayed to every retry with the same parameters; the same
 * key with other parameters or on another endpoint is refused with an idempotency_error.
 */
export function createIdempotency(store: SandboxStore, now: () => Date) {
  function prune(): void {
    const oldest = now().getTime() - KEY_LIFETIME_MS;
    for (const [key, record] of store.idempotency) {
      if (record.savedAt < oldest) store.idempotency.delete(key);
    }
  }

  return {
    /** The saved answer for this key and request, if any; throws when the key was used differently. */
    replay(key: string, endpoint: string, params: FormHash): SavedAnswer | undefined {
      if (key.length > MAX_KEY_LENGTH) {
        throw new SandboxError(
          400,
          {
            type: "invalid_request_error",
            message: `Invalid Idempotency-Key: keys can be at most ${MAX_KEY_LENGTH} characters long.`,
          },
          true,
        );
      }
      prune();
      const record = store.idempotency.get(key);
      if (!record) return undefined;
      if (record.endpoint !== endpoint) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${record.endpoint}' vs '${endpoint}'). Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      if (record.params !== canonical(params)) {
        throw idempotencyError(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return { status: record.status, body: record.body };
    },

    save(key: string, endpoint: string, params: FormHash, answer: SavedAnswer): void {
      const record: IdempotencyRecord = {
        endpoint,
        params: canonical(params),
        status: answer.status,
        body: answer.body,
        savedAt: now().getTime(),
      };
      store.idempotency.set(key, record);
    },
  };
}

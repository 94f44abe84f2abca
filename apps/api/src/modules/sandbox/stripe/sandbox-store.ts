import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Clock } from "@park/domain/dates.ts";
import type {
  ChargeObject,
  IdempotencyRecord,
  RefundObject,
  SandboxState,
  StoredCustomer,
  StoredEvent,
  StoredIntent,
  StoredPaymentMethod,
} from "./sandbox-objects.ts";
import { forgetOldest, PAYMENTS_KEPT } from "./sandbox-retention.ts";

type Snapshot = {
  paymentMethods: Record<string, StoredPaymentMethod>;
  paymentIntents: Record<string, StoredIntent>;
  charges: Record<string, ChargeObject>;
  refunds: Record<string, RefundObject>;
  idempotency: Record<string, IdempotencyRecord>;
  events?: Record<string, StoredEvent>;
  customers?: Record<string, StoredCustomer>;
};

export type SandboxStore = SandboxState & {
  /**
   * Forgets what is past the store's bound (sandbox-retention.ts), then writes the current state; resolves
   * once it is on disk (writes never overlap).
   */
  save(): Promise<void>;
};

export const SANDBOX_FILE = "sandbox-stripe.json";

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** An id in Stripe's form: a prefix and 24 random letters and digits (`pi_3Nk...`). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  const body = [...bytes].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join("");
  return `${prefix}_${body}`;
}

function readSnapshot(file: string): Snapshot | null {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
  try {
    return JSON.parse(text) as Snapshot;
  } catch {
    throw new Error(
      `The Stripe sandbox's state in ${file} is not valid JSON; delete the file to start afresh.`,
    );
  }
}

/**
 * The sandbox's state: Stripe's side of the payments, not the park's data, so it is not in the park's
 * database. It is kept in memory and written whole to DATA_DIR/sandbox-stripe.json after every call that can change it
 * (temporary file, then rename, so a crash leaves the old or the new state, never half of one), because
 * the reconciler asks about intents after a restart just as it would ask Stripe. It keeps the latest
 * `paymentsKept` payments (sandbox-retention.ts), so neither the process nor each write grows without end.
 */
export function openSandboxStore(
  dataDir: string,
  { clock = () => new Date(), paymentsKept = PAYMENTS_KEPT }: { clock?: Clock; paymentsKept?: number } = {},
): SandboxStore {
  const file = join(dataDir, SANDBOX_FILE);
  const snapshot = readSnapshot(file);
  const store: SandboxState = {
    paymentMethods: new Map(Object.entries(snapshot?.paymentMethods ?? {})),
    paymentIntents: new Map(Object.entries(snapshot?.paymentIntents ?? {})),
    charges: new Map(Object.entries(snapshot?.charges ?? {})),
    refunds: new Map(Object.entries(snapshot?.refunds ?? {})),
    customers: new Map(Object.entries(snapshot?.customers ?? {})),
    idempotency: new Map(Object.entries(snapshot?.idempotency ?? {})),
    events: new Map(Object.entries(snapshot?.events ?? {})),
    revision: 0,
  };
  mkdirSync(dirname(file), { recursive: true });

  let writing: Promise<void> = Promise.resolve();
  // The next write, shared by every save asked for while the current write runs: under load many
  // calls change the state during one write, and one more write of the whole state covers them all.
  let next: Promise<void> | null = null;
  const write = async (): Promise<void> => {
    forgetOldest(store, clock(), paymentsKept);
    const text = JSON.stringify({
      paymentMethods: Object.fromEntries(store.paymentMethods),
      paymentIntents: Object.fromEntries(store.paymentIntents),
      charges: Object.fromEntries(store.charges),
      refunds: Object.fromEntries(store.refunds),
      idempotency: Object.fromEntries(store.idempotency),
      events: Object.fromEntries(store.events),
      customers: Object.fromEntries(store.customers),
    } satisfies Snapshot);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    renameSync(temporary, file);
  };
  return {
    ...store,
    save() {
      // A save resolves once a write that started after it was asked for is on disk.
      if (next) return next;
      const run = writing.then(
        () => {
          next = null;
          return write();
        },
        () => {
          next = null;
          return write();
        },
      );
      next = run;
      writing = run;
      return run;
    },
  };
}

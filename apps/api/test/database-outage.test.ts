import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, call, freePort, startApiProcess } from "./helpers/api-process.ts";
import { paymentBody } from "./helpers/payment-test-app.ts";
import { PINNED_NOW } from "./helpers/test-app.ts";

/*
 * Issue 31 item 1 with a real process on the real PostgreSQL (DATABASE_URL, or the CI machine's at
 * 127.0.0.1:5432), on a database of its own. Its connections are ended by the server while it reads and
 * takes payments, and the server is cut off entirely (a proxy in front of it stops and starts again): the
 * process stays up, answers 503 in the visitor's language meanwhile, keeps serving the prerendered pages,
 * answers again within 5 s, and no card is charged without its order. A PGlite process whose database
 * thread ends says so and exits with an error.
 */

const SERVER_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const TOKEN_SECRET = "test-secret-that-is-long-enough-for-hs256";
const minutesAfterPin = (minutes: number) =>
  new Date(Date.parse(PINNED_NOW) + minutes * 60_000).toISOString();

async function admin<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A TCP proxy in front of PostgreSQL that can be cut (nothing listens, every connection dropped) and restored. */
async function cuttableProxy(port: number) {
  const target = new URL(SERVER_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const [socket, other] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(socket);
          socket.on("error", () => other.destroy());
          socket.on("close", () => {
            sockets.delete(socket);
            other.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await listen();
  return {
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    close() {
      return this.cut();
    },
  };
}

type Intent = { id: string; status: string; latest_charge: string | null; metadata: Record<string, string> };
type Charge = { amount: number; amount_refunded: number };

/** The charges the provider keeps (not refunded) for each quote, from the sandbox's state file. */
function keptChargesByQuote(dataDir: string): Map<string, number> {
  const file = join(dataDir, "sandbox-stripe.json");
  const kept = new Map<string, number>();
  if (!existsSync(file)) return kept;
  const state = JSON.parse(readFileSync(file, "utf8")) as {
    paymentIntents: Record<string, { object: Intent }>;
    charges: Record<string, Charge>;
  };
  for (const { object: intent } of Object.values(state.paymentIntents)) {
    const charge = intent.latest_charge ? state.charges[intent.latest_charge] : undefined;
    if (intent.status !== "succeeded" || !charge || charge.amount_refunded >= charge.amount) continue;
    const quoteId = intent.metadata.quoteId ?? "";
    kept.set(quoteId, (kept.get(quoteId) ?? 0) + 1);
  }
  return kept;
}

async function untilTrue(what: string, withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the API process on PostgreSQL when the database goes away", { timeout: 300_000 }, () => {
  const name = `park_outage_${process.pid}_${Date.now().toString(36)}`;
  const running: ApiProcess[] = [];
  let dataDir: string;
  let webDir: string;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let port: number;
  let api: ApiProcess;
  let proxyPort: number;

  const start = async (minutes: number) => {
    const url = new URL(SERVER_URL);
    url.host = `127.0.0.1:${proxyPort}`;
    url.pathname = `/${name}`;
    const proc = await startApiProcess(port, {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      TOKEN_SECRET,
      CLOCK_NOW: minutesAfterPin(minutes),
      LOG_LEVEL: "info",
      // The reads below are many; the per-address limit is not under test.
      RATE_LIMIT_PER_MINUTE: "1000000",
    });
    running.push(proc);
    return proc;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "park-outage-"));
    webDir = join(dataDir, "web");
    mkdirSync(webDir);
    writeFileSync(join(webDir, "index.html"), "<!doctype html><title>Ensenada</title><h1>Parque</h1>");
    await admin(`create database ${name}`);
    port = await freePort(3560, 3565);
    proxyPort = await freePort(3566, 3571);
    proxy = await cuttableProxy(proxyPort);
    api = await start(0);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(running.map((p) => p.stop()));
    await proxy?.close();
    await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const alive = (proc: ApiProcess) => proc.child.exitCode === null && proc.child.signalCode === null;

  it("its connections ended during reads and payments: stays up, answers again within 5 s, no charge without an order", async () => {
    const { body: visitor } = await call<{ token: string }>(api.base, "POST", "/auth/visitor");
    const quotes: QuoteDto[] = [];
    for (let day = 1; day <= 8; day++) {
      const date = `2026-12-${String(day).padStart(2, "0")}`;
      const next = `2026-12-${String(day + 1).padStart(2, "0")}`;
      const created = await call<QuoteDto>(api.base, "POST", "/api/ecommerce/quotes/", {
        token: visitor.token,
        body: {
          visit: {
            arrivalDate: date,
            departureDate: next,
            numberOfPersons: 2,
            arrivalTime: "DAY",
            stayType: "CAMPING_PASS",
          },
        },
      });
      expect(created.status).toBe(201);
      quotes.push(created.body);
    }
    const read = (quote: QuoteDto) =>
      call<QuoteDto>(api.base, "GET", `/api/ecommerce/quotes/${quote.id}`, { token: visitor.token });

    // Eight payments at once and reads beside them, while the server ends the process's connections.
    let faulting = true;
    const terminations = (async () => {
      let ended = 0;
      while (faulting) {
        const rows = await admin<{ ended: boolean }>(
          "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        );
        ended += rows.filter((row) => row.ended).length;
        // At irregular moments, so a payment meets it in each of its steps.
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
      }
      return ended;
    })();
    const reads = (async () => {
      const statuses: number[] = [];
      while (faulting) statuses.push(...(await Promise.all(quotes.map(read))).map((r) => r.status));
      return statuses;
    })();
    // Each visitor presses "pay" again after a 503, up to five times, so payments meet the fault in each step.
    const payments = (
      await Promise.all(
        quotes.map(async (quote) => {
          const answers: { status: number }[] = [];
          do {
            answers.push(
              await call(api.base, "POST", "/api/ecommerce/payment/", {
                token: visitor.token,
                body: paymentBody(quote),
              }),
            );
          } while (answers.at(-1)?.status === 503 && answers.length < 5);
          return answers;
        }),
      )
    ).flat();
    // Keep ending connections a little longer, so reads meet it too.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    faulting = false;
    const ended = await terminations;
    const readStatuses = await reads;

    expect(ended).toBeGreaterThan(0);
    expect(alive(api)).toBe(true);
    // Whatever a call met, it is answered: never a 500, a lost database is a 503.
    for (const status of [...payments.map((p) => p.status), ...readStatuses]) {
      expect(status === 503 || status < 500, `answered ${status}`).toBe(true);
    }
    await untilTrue("reads answered again", 5_000, async () =>
      (await Promise.all(quotes.map(read))).every((r) => r.status === 200),
    );

    // Eleven minutes later a restarted process's reconciler has finished or released every payment left
    // between the charge and the order: each charge the provider keeps has its paid order, and only one.
    await api.stop();
    const later = await start(11);
    const settled = async () => {
      const kept = keptChargesByQuote(dataDir);
      const states = await Promise.all(
        quotes.map(async (quote) => {
          const { body } = await call<QuoteDto>(
            later.base,
            "GET",
            `/api/ecommerce/payment/quotes/code/${quote.code}`,
          );
          return { status: body.status, kept: kept.get(quote.id) ?? 0 };
        }),
      );
      return states.every((s) => s.status !== "PAYMENT_PENDING") ? states : undefined;
    };
    let states: Awaited<ReturnType<typeof settled>>;
    await untilTrue("payments reconciled", 60_000, async () => {
      states = await settled();
      return states !== undefined;
    });
    for (const state of states ?? []) {
      expect(state).toEqual(
        state.status === "PAID" ? { status: "PAID", kept: 1 } : { status: state.status, kept: 0 },
      );
    }
    api = later;
  });

  it("cut off from the server: 503 in the visitor's language, pages still served, back within 5 s of its return", async () => {
    const { body: visitor } = await call<{ token: string }>(api.base, "POST", "/auth/visitor");
    const created = await call<QuoteDto>(api.base, "POST", "/api/ecommerce/quotes/", {
      token: visitor.token,
      body: {
        visit: {
          arrivalDate: "2026-12-20",
          departureDate: "2026-12-21",
          numberOfPersons: 2,
          arrivalTime: "DAY",
          stayType: "CAMPING_PASS",
        },
      },
    });
    expect(created.status).toBe(201);
    const readQuote = (language: string) =>
      call(api.base, "GET", `/api/ecommerce/quotes/${created.body.id}`, { language, token: visitor.token });

    await proxy.cut();
    const spanish = await readQuote("es-MX,es;q=0.9");
    const english = await readQuote("en-US,en;q=0.9");
    expect(spanish).toEqual({
      status: 503,
      body: {
        error: "database_unavailable",
        message: "Por el momento no podemos atender su solicitud; inténtelo de nuevo en unos minutos",
      },
    });
    expect(english).toEqual({
      status: 503,
      body: {
        error: "database_unavailable",
        message: "We cannot handle your request at the moment; please try again in a few minutes",
      },
    });
    const page = await fetch(`${api.base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1>Parque</h1>");
    expect(alive(api)).toBe(true);

    await proxy.restore();
    await untilTrue("the quote read again", 5_000, async () => (await readQuote("es")).status === 200);
    expect(alive(api)).toBe(true);
    // Nothing of the outage's answers or of the failed queries' values went to the log.
    expect(api.output()).not.toContain(created.body.code);
  });
});

describe("the API process on PGlite when the database thread ends", { timeout: 180_000 }, () => {
  it("says so and exits with an error, for its supervisor to start it again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "park-thread-"));
    const proc = await startApiProcess(await freePort(3572, 3577), {
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      WEB_DIR: join(dataDir, "no-web-build"),
      TOKEN_SECRET,
      CLOCK_NOW: PINNED_NOW,
      TEST_PGLITE_THREAD_DIES: "1",
    });
    try {
      proc.child.kill("SIGUSR2");
      const hung = new Promise((resolve) => setTimeout(() => resolve("still running after 30 s"), 30_000));
      expect(await Promise.race([proc.exited, hung])).toEqual({ code: 1, signal: null });
      expect(proc.output()).toContain("the PGlite thread ended");
    } finally {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

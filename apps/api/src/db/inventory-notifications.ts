import pg from "pg";
import type { WriteWatch } from "./write-watch.ts";

/**
 * The channel the inventory tables' triggers notify on (migration 0021): one notification per transaction
 * that changed holds, sales, blocks, quotes or the units and slots they count against.
 */
export const INVENTORY_CHANNEL = "inventory_changed";

/** How long to wait before listening again after the connection was lost, at first and at most. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

export type InventoryListener = { close(): Promise<void> };

/**
 * Hears other API processes' inventory changes on one connection of its own (LISTEN), each counted in
 * `watch` as an ended write. Until it listens, and whenever its connection is lost, the watch says it does
 * not hear every write, so nothing read is kept; it listens again after a growing pause (decision 0046).
 */
export function listenToInventoryChanges(connectionString: string, watch: WriteWatch): InventoryListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  watch.setHearsEveryWrite(false);

  function lost(lostClient: pg.Client): void {
    if (client !== lostClient) return;
    client = undefined;
    watch.setHearsEveryWrite(false);
    lostClient.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  function connect(): void {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === INVENTORY_CHANNEL) watch.ended();
    });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next
      .connect()
      .then(() => next.query(`listen ${INVENTORY_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        retryMs = RETRY_FIRST_MS;
        watch.setHearsEveryWrite(true);
      })
      .catch(() => lost(next));
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      watch.setHearsEveryWrite(false);
      await last?.end().catch(() => {});
    },
  };
}

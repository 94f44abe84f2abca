import { type GateDay, gateDaySchema } from "@park/domain/gate/gate-schemas.ts";
import { z } from "zod/mini";

/**
 * What the gate keeps on the phone (IndexedDB), so it works without network: the day's list as the API
 * answered it (only what the gate screen shows) and the check-ins made offline, waiting to be sent.
 */

/** A scan recorded offline; its id, made on the phone, lets the server recognise it if sent twice. */
export const queuedScanSchema = z.object({ id: z.string(), code: z.string(), scannedAt: z.string() });
export type QueuedScan = z.infer<typeof queuedScanSchema>;

const DATABASE = "park-office-gate";
const STORE = "gate";
const DAY_KEY = "day";
const QUEUE_KEY = "queue";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  }).catch((error: unknown) => {
    // A later call may succeed (storage freed, permission given).
    opened = undefined;
    throw error;
  });
  return opened;
}

async function read(key: string): Promise<unknown> {
  const db = await database();
  return request(db.transaction(STORE, "readonly").objectStore(STORE).get(key));
}

async function write(key: string, value: unknown): Promise<void> {
  const db = await database();
  const tx = db.transaction(STORE, "readwrite");
  tx.objectStore(STORE).put(value, key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The stored list; undefined when none was stored or what is stored no longer parses (an older page). */
export async function storedDay(): Promise<GateDay | undefined> {
  const parsed = gateDaySchema.safeParse(await read(DAY_KEY));
  return parsed.success ? parsed.data : undefined;
}

export function storeDay(day: GateDay): Promise<void> {
  return write(DAY_KEY, day);
}

export async function storedQueue(): Promise<QueuedScan[]> {
  const parsed = z.array(queuedScanSchema).safeParse(await read(QUEUE_KEY));
  return parsed.success ? parsed.data : [];
}

export function storeQueue(queue: readonly QueuedScan[]): Promise<void> {
  return write(QUEUE_KEY, queue);
}

import { Worker } from "node:worker_threads";
import {
  type DebugLevel,
  type ExecProtocolOptions,
  type ExecProtocolResult,
  Mutex,
  type messages,
  PGlite,
  protocol,
  type Transaction,
} from "@electric-sql/pglite";
import { SideBySideLock } from "./side-by-side-lock.ts";

type BackendMessage = messages.BackendMessage;

/** What the thread answers: the raw protocol bytes, nothing (done), or why it failed. */
type Reply = { id: number; bytes?: Uint8Array; error?: string };
type Started = { ready?: true; failed?: string };

/** What PGlite's base class gives its subclasses: every query method, on top of the methods below. */
type PGliteBase = Pick<
  PGlite,
  "query" | "sql" | "exec" | "describeQuery" | "transaction" | "runExclusive" | "parsers" | "serializers"
> & { _initArrayTypes(): Promise<void> };

/**
 * PGlite's own base class, which PGlite and its browser worker client extend: query(), exec(),
 * transaction() and the type parsers, all written over execProtocol(). The package exports it only as
 * PGlite's prototype.
 */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => PGliteBase;

const HOST = new URL("./pglite-thread-host.mjs", import.meta.url);

/**
 * PGlite run in a thread of its own, used as PGlite is. PostgreSQL inside PGlite is WebAssembly that runs
 * in the thread that calls it: in the API's thread, every query stopped all HTTP work for as long as it
 * ran (on a quote update, PostgreSQL was more than half of the thread's time). Here the engine works while
 * the API parses, prices and answers other calls; only the wire protocol's bytes cross between threads.
 *
 * Transactions keep PGlite's rule: nothing runs beside one but its own statements. Queries outside
 * transactions may be sent without waiting for each other (runBesideQueries); the thread runs them one at
 * a time, in the order sent. Not supported: LISTEN/NOTIFY and COPY with blobs, which the API does not use.
 */
export class PGliteThread extends BasePGlite {
  readonly debug: DebugLevel = 0;
  readonly #worker: Worker;
  readonly #ready: Promise<void>;
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; reject: (err: Error) => void }>();
  readonly #queryMutex = new Mutex();
  /** Transactions alone; queries outside them side by side (runBesideQueries). */
  readonly #transactions = new SideBySideLock();
  #nextId = 0;
  #closed = false;

  /** Why the thread ended on its own, once it has: later queries fail at once with it. */
  #lost: Error | undefined;

  private constructor(dataDir: string | undefined, onLost: (err: Error) => void) {
    super();
    this.#worker = new Worker(HOST, { workerData: { dataDir } });
    this.#ready = new Promise<void>((resolve, reject) => {
      this.#worker.once("message", (started: Started) => {
        if (started.ready) resolve();
        else reject(new Error(`PGlite did not start: ${started.failed}`));
        this.#worker.on("message", (reply: Reply) => this.#settle(reply));
      });
      this.#worker.once("error", reject);
    });
    this.#worker.on("error", (err) => this.#failAll(err));
    this.#worker.on("exit", (code) => {
      if (this.#closed) return;
      // Nothing answers any more: no query may wait for an answer that will never come.
      this.#lost = new Error(`the PGlite thread ended (exit code ${code})`);
      this.#failAll(this.#lost);
      onLost(this.#lost);
    });
  }

  /**
   * The database in `dataDir`, or in memory without one, ready for queries. `onLost` is told if the thread
   * ends without being closed (it crashed or ran out of memory): the database is gone for this process.
   */
  static async create(dataDir?: string, onLost: (err: Error) => void = () => {}): Promise<PGliteThread> {
    const thread = new PGliteThread(dataDir, onLost);
    try {
      await thread.#ready;
      await thread._initArrayTypes();
      // Like a socket: from now on the thread keeps the process alive only while a request is under way.
      thread.#worker.unref();
    } catch (err) {
      await thread.#worker.terminate();
      throw err;
    }
    return thread;
  }

  #settle(reply: Reply) {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error !== undefined) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply);
  }

  #failAll(err: Error) {
    for (const waiting of this.#pending.values()) waiting.reject(err);
    this.#pending.clear();
  }

  #request(op: "raw" | "close", bytes?: Uint8Array, syncToFs?: boolean): Promise<Reply> {
    if (this.#lost) return Promise.reject(this.#lost);
    if (this.#closed && op !== "close") return Promise.reject(new Error("PGlite is closed"));
    const id = ++this.#nextId;
    return new Promise<Reply>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      // A copy of our own to hand over: the caller's bytes may be a view of a buffer it keeps using.
      const owned = bytes?.slice();
      this.#worker.postMessage({ id, op, bytes: owned, syncToFs }, owned ? [owned.buffer] : []);
    });
  }

  async execProtocolRaw(message: Uint8Array, { syncToFs = true }: ExecProtocolOptions = {}) {
    const reply = await this.#request("raw", message, syncToFs);
    return reply.bytes ?? new Uint8Array();
  }

  /** As PGlite's own: the answer's messages, notices to `onNotice`, and the error thrown when asked. */
  async execProtocol(
    message: Uint8Array,
    { syncToFs = true, throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<ExecProtocolResult> {
    const data = await this.execProtocolRaw(message, { syncToFs });
    const found: BackendMessage[] = [];
    let error: messages.DatabaseError | undefined;
    new protocol.Parser().parse(data, (parsed) => {
      if (parsed instanceof protocol.messages.DatabaseError) error ??= parsed;
      else if (parsed instanceof protocol.messages.NoticeMessage) onNotice?.(parsed);
      found.push(parsed);
    });
    if (throwOnError && error) throw error;
    return { messages: found, data };
  }

  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}) {
    return (await this.execProtocol(message, options)).messages;
  }

  async execProtocolRawStream(
    message: Uint8Array,
    { syncToFs, onRawData }: ExecProtocolOptions & { onRawData: (data: Uint8Array) => void },
  ) {
    onRawData(await this.execProtocolRaw(message, { syncToFs }));
  }

  /**
   * Nothing to do apart from a query: PGlite's file systems in Node (a directory, memory) write through,
   * their syncToFs is empty, and a query's own sync happens in the thread (execProtocolRaw's option).
   */
  async syncToFs() {}

  async _checkReady() {
    await this.#ready;
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactions.alone(fn);
  }

  /**
   * Queries outside transactions, sent without waiting for each other's answers: the thread runs what it
   * is sent in order, so the engine works on the next while this thread reads the last one's answer. None
   * is sent while a transaction is open (its statements would run inside it).
   */
  runBesideQueries<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactions.beside(fn);
  }

  async _handleBlob(blob?: Blob) {
    if (blob) throw new Error("COPY with a blob is not supported by the PGlite thread");
  }

  async _getWrittenBlob() {
    return undefined;
  }

  async _cleanupBlob() {}

  async listen(
    _channel: string,
    _callback: (payload: string) => void,
    _tx?: Transaction,
  ): Promise<() => Promise<void>> {
    throw new Error("LISTEN is not supported by the PGlite thread");
  }

  get closed() {
    return this.#closed;
  }

  /** Closes the database (PostgreSQL shuts down cleanly, its files complete) and ends the thread. */
  async close() {
    if (this.#closed || this.#lost) return;
    await this.#ready.catch(() => undefined);
    await this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        this.#closed = true;
        await this.#request("close");
      }),
    );
    await this.#worker.terminate();
  }
}

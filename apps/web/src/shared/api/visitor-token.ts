import { ApiError } from "./api-error.ts";
import { sendRequest } from "./http.ts";

interface StoredToken {
  token: string;
  /** Local time (ms) when the API stops accepting it. */
  expiresAt: number;
}

/**
 * The token is kept on the device: the quotes a visitor makes belong to its visitor (the API answers 403 to
 * anyone else), so a reload or a visit days later must go on as the same visitor.
 */
export const VISITOR_TOKEN_STORAGE_KEY = "park.visitor.token";

// Renew a minute before the token expires, so a slow request does not arrive late.
const RENEW_BEFORE_MS = 60_000;

/** Where the token lives when the device's storage refuses it (private windows): this page load only. */
let inMemory: StoredToken | null = null;
let pending: Promise<string> | null = null;

function isStoredToken(value: unknown): value is StoredToken {
  return (
    typeof value === "object" &&
    value !== null &&
    "token" in value &&
    typeof value.token === "string" &&
    "expiresAt" in value &&
    typeof value.expiresAt === "number"
  );
}

function readStored(): StoredToken | null {
  try {
    const text = window.localStorage.getItem(VISITOR_TOKEN_STORAGE_KEY);
    const value: unknown = text === null ? null : JSON.parse(text);
    if (isStoredToken(value)) return value;
  } catch {
    // Unreadable storage or a damaged value: the token of this page load, if any, is used.
  }
  return inMemory;
}

function keep(token: StoredToken): void {
  inMemory = token;
  try {
    window.localStorage.setItem(VISITOR_TOKEN_STORAGE_KEY, JSON.stringify(token));
  } catch {
    // Not persisted; the visitor stays the same for this page load.
  }
}

function readTokenAnswer(body: unknown, path: string): string {
  if (typeof body === "object" && body !== null && "token" in body && "expiresIn" in body) {
    const { token, expiresIn } = body;
    if (typeof token === "string" && typeof expiresIn === "number") {
      keep({ token, expiresAt: Date.now() + expiresIn * 1000 });
      return token;
    }
  }
  throw new TypeError(`POST ${path} answered without a token`);
}

/**
 * A fresh token for the visitor of `old`, or null when the API refuses to renew it (forged, from another
 * install, or expired too long ago). Any other failure (network, rate limit) is thrown: the visitor is kept.
 */
async function renewed(old: string): Promise<string | null> {
  try {
    const body = await sendRequest("/auth/visitor/renew", {
      method: "POST",
      headers: { Authorization: `Bearer ${old}` },
    });
    return readTokenAnswer(body, "/auth/visitor/renew");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The stored visitor renewed, or a new visitor when there is none or it cannot be renewed. */
async function obtainToken(): Promise<string> {
  const stored = readStored();
  const token = stored ? await renewed(stored.token) : null;
  return token ?? readTokenAnswer(await sendRequest("/auth/visitor", { method: "POST" }), "/auth/visitor");
}

/** One renewal at a time: calls made together share it. */
function refresh(): Promise<string> {
  pending ??= obtainToken().finally(() => {
    pending = null;
  });
  return pending;
}

function fresh(stored: StoredToken | null): stored is StoredToken {
  return stored !== null && stored.expiresAt - RENEW_BEFORE_MS > Date.now();
}

/**
 * The anonymous visitor token the spec's "secure variant" calls need (DESIGN §5): the stored one while it
 * is valid, renewed for the same visitor when it expires, a new visitor only when renewal is refused.
 */
export async function visitorToken(): Promise<string> {
  const stored = readStored();
  return fresh(stored) ? stored.token : refresh();
}

/**
 * The API refused `refused` (expired on the server's clock): a renewed token for the same visitor, or the
 * one another call renewed meanwhile.
 */
export async function renewVisitorToken(refused: string): Promise<string> {
  const stored = readStored();
  return fresh(stored) && stored.token !== refused ? stored.token : refresh();
}

/** Forgets the visitor on this device; the next secure call starts a new one (tests start each as a first visit). */
export function forgetVisitorToken(): void {
  inMemory = null;
  try {
    window.localStorage.removeItem(VISITOR_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
}

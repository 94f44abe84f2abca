import { sendRequest } from "./http.ts";

interface CachedToken {
  token: string;
  expiresAt: number;
}

// Ask for a new token a minute before the old one expires, so a slow request does not arrive late.
const RENEW_BEFORE_MS = 60_000;

let cached: CachedToken | null = null;
let pending: Promise<string> | null = null;

function readTokenAnswer(body: unknown): { token: string; expiresIn: number } {
  if (typeof body === "object" && body !== null && "token" in body && "expiresIn" in body) {
    const { token, expiresIn } = body;
    if (typeof token === "string" && typeof expiresIn === "number") return { token, expiresIn };
  }
  throw new TypeError("POST /auth/visitor answered without a token");
}

async function requestToken(): Promise<string> {
  const answer = readTokenAnswer(await sendRequest("/auth/visitor", { method: "POST" }));
  cached = { token: answer.token, expiresAt: Date.now() + answer.expiresIn * 1000 };
  return answer.token;
}

/**
 * The anonymous visitor token the spec's "secure variant" calls need (DESIGN §5). One request at a time:
 * calls made together while no token exists share the same request.
 */
export async function visitorToken(): Promise<string> {
  if (cached && cached.expiresAt - RENEW_BEFORE_MS > Date.now()) return cached.token;
  pending ??= requestToken().finally(() => {
    pending = null;
  });
  return pending;
}

/** The API refused the token (expired, server secret rotated): the next call asks for a new one. */
export function forgetVisitorToken(): void {
  cached = null;
}

import { STAFF_ROLES } from "@park/domain/office-staff/staff-roles.ts";
import { useSyncExternalStore } from "react";
import { z } from "zod/mini";
import { ApiError } from "../../../shared/api/api-error.ts";
import { sendRequest } from "../../../shared/api/http.ts";

const sessionAnswerSchema = z.object({
  staff: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }),
  csrfToken: z.string(),
});

export type OfficeStaff = z.infer<typeof sessionAnswerSchema>["staff"];

/**
 * Whether this browser is signed in to the office. `lost` says a call was refused because the session
 * ended (expired, signed out elsewhere), so the sign-in page can say why it is back.
 */
export type OfficeSessionState =
  | { status: "unknown" }
  | { status: "signed-out"; lost: boolean }
  /** `csrfToken` null: the page was reloaded without network and shows the member remembered here. */
  | { status: "signed-in"; staff: OfficeStaff; csrfToken: string | null };

const SESSION_PATH = "/api/office/session";
/**
 * Who was signed in on this device, so a page reloaded without network (the gate's phone) still opens;
 * no secret is kept: the cookie stays httpOnly and the CSRF token is asked for again once online.
 */
const REMEMBERED_KEY = "park.office.staff";

let state: OfficeSessionState = { status: "unknown" };
const listeners = new Set<() => void>();

function remember(next: OfficeSessionState): void {
  try {
    if (next.status === "signed-in") window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify(next.staff));
    if (next.status === "signed-out") window.localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Storage refused (private mode): the office simply needs the network to open.
  }
}

function remembered(): OfficeStaff | null {
  try {
    const parsed = sessionAnswerSchema.shape.staff.safeParse(
      JSON.parse(window.localStorage.getItem(REMEMBERED_KEY) ?? "null"),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function setState(next: OfficeSessionState): void {
  state = next;
  remember(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useOfficeSession(): OfficeSessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The CSRF token office writes send (office-api.ts); none before signing in. */
export function csrfToken(): string | undefined {
  return state.status === "signed-in" ? (state.csrfToken ?? undefined) : undefined;
}

/**
 * Before a write: a session shown from memory (reloaded offline) is confirmed with the server first, so
 * the write carries its CSRF token; without network this throws the network error, and the caller (the
 * gate's queue) keeps the write for later.
 */
export async function confirmRememberedSession(): Promise<void> {
  if (state.status === "signed-in" && state.csrfToken === null) await askServer();
}

/** A call was refused for want of a session: the office goes back to its sign-in page. */
export function sessionLost(): void {
  if (state.status !== "signed-out") setState({ status: "signed-out", lost: state.status === "signed-in" });
}

/**
 * The sign-in page opened first needs no question to the server: its form is what a member without a
 * session needs, and a member with one who signs in again simply gets a new session.
 */
export function startSignedOut(): void {
  if (state.status === "unknown") setState({ status: "signed-out", lost: false });
}

async function askServer(): Promise<void> {
  try {
    const answer = sessionAnswerSchema.parse(await sendRequest(SESSION_PATH));
    setState({ status: "signed-in", ...answer });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) setState({ status: "signed-out", lost: false });
    else throw error;
  }
}

/**
 * Asks the server whether the cookie still opens a session (on load and reload). Without network the
 * member remembered on this device is shown, and the server is asked again when the network returns.
 */
export async function loadOfficeSession(): Promise<void> {
  try {
    await askServer();
  } catch (error) {
    const staff = error instanceof ApiError ? null : remembered();
    if (staff === null) throw error;
    setState({ status: "signed-in", staff, csrfToken: null });
    window.addEventListener("online", () => void askServer().catch(() => undefined), { once: true });
  }
}

/** Signs in; errors (wrong password, too many tries, no network) reach the caller as they came. */
export async function signIn(email: string, password: string): Promise<void> {
  const answer = sessionAnswerSchema.parse(
    await sendRequest(SESSION_PATH, { method: "POST", json: { email, password } }),
  );
  setState({ status: "signed-in", ...answer });
}

async function endSession(path: string, method: "DELETE" | "POST"): Promise<void> {
  const token = csrfToken();
  try {
    await sendRequest(path, { method, headers: token ? { "x-csrf-token": token } : {} });
  } catch (error) {
    // Already signed out on the server: the wanted outcome.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  setState({ status: "signed-out", lost: false });
}

export function signOut(): Promise<void> {
  return endSession(SESSION_PATH, "DELETE");
}

export function signOutEverywhere(): Promise<void> {
  return endSession(`${SESSION_PATH}/sign-out-everywhere`, "POST");
}

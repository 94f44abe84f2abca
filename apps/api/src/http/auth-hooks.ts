/**
 * Which hook checks which credential, so that the OpenAPI document states the security of every route from
 * the hooks the route really runs (docs-operations.ts), rather than from a line each route must remember.
 */
export type AuthHookKind = "visitor" | "staff";

const kinds = new WeakMap<object, AuthHookKind>();

/** Records `hook` as the check of `kind`'s credential; answers the hook. */
export function authHook<H extends object>(hook: H, kind: AuthHookKind): H {
  kinds.set(hook, kind);
  return hook;
}

/** The credential `hook` checks, if it is one of the marked hooks. */
export function authHookKind(hook: unknown): AuthHookKind | undefined {
  return typeof hook === "function" ? kinds.get(hook) : undefined;
}

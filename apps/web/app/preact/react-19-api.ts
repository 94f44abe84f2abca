/**
 * What `import ... from "react"` resolves to (preact-compat-aliases.ts): preact/compat plus React 19's `use`,
 * which compat lacks. `use(promise)` follows React's protocol: a promise marked `status: "fulfilled"`
 * gives its `value` at once, a rejected one throws its `reason`, a pending one suspends (thrown to the
 * nearest Suspense, which compat and the prerender both wait on). `use(context)` reads the context.
 */
// React allows use(context) anywhere in a render, conditions included: so may this.
import { type Context, useContext as readContext } from "preact/compat";

// @ts-expect-error compat's type declarations use `export =`; the module itself has named exports.
export * from "preact/compat";
export { default } from "preact/compat";

type TrackedPromise<T> = PromiseLike<T> & {
  status?: "pending" | "fulfilled" | "rejected";
  value?: T;
  reason?: unknown;
};

function isContext<T>(usable: PromiseLike<T> | Context<T>): usable is Context<T> {
  return typeof (usable as PromiseLike<T>).then !== "function";
}

export function use<T>(usable: PromiseLike<T> | Context<T>): T {
  if (isContext(usable)) return readContext(usable);
  const promise = usable as TrackedPromise<T>;
  if (promise.status === "fulfilled") return promise.value as T;
  if (promise.status === "rejected") throw promise.reason;
  if (promise.status !== "pending") {
    promise.status = "pending";
    promise.then(
      (value) => {
        promise.status = "fulfilled";
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = "rejected";
        promise.reason = reason;
      },
    );
  }
  throw promise;
}

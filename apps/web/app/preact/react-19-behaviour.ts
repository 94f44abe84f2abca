import { options } from "preact";

/**
 * React 19 behaviours the site relies on that preact/compat (Preact 10) does not have:
 * - `ref` is an ordinary prop of function components (React 19); Preact 10 hands it over only through
 *   forwardRef, so for other function components it is moved back into the props.
 * - `suppressHydrationWarning` is an instruction to React, never an attribute in the DOM.
 * - An image's `loading` is set before its `src`, as React does: Preact sets attributes in the props' order,
 *   and an `<img>` given its `src` first starts loading at once (Chrome reports a lazy image loaded eagerly).
 */
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  const type = vnode.type as unknown as ((...args: unknown[]) => unknown) & { _forwarded?: boolean };
  if (props && vnode.ref && typeof type === "function" && !type.prototype?.render && !type._forwarded) {
    props.ref = vnode.ref;
    vnode.ref = null;
  }
  if (props && typeof vnode.type === "string" && "suppressHydrationWarning" in props) {
    delete props.suppressHydrationWarning;
  }
  if (props && vnode.type === "img" && "loading" in props && "src" in props) {
    const { loading, ...rest } = props;
    (vnode as { props: unknown }).props = { loading, ...rest };
  }
  previousVNodeHook?.(vnode);
};

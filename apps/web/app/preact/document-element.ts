import { type ComponentChildren, Fragment, options } from "preact";

/**
 * Preact hydrates the children of an element, not a document (preactjs/preact#3794): hydrating `document`
 * builds a second page beside the prerendered one. So the client hydrates `document.documentElement`, and the
 * layout's `<html>` becomes its children there, its attributes (the page's `lang`) set on the element itself.
 * Client only: the prerender writes `<html>` as it is.
 */
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") {
    const { children, ...attributes } = vnode.props as { children?: ComponentChildren } & Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(attributes)) {
      if (value == null || value === false) document.documentElement.removeAttribute(name);
      else document.documentElement.setAttribute(name, String(value));
    }
    (vnode as { type: unknown }).type = Fragment;
    vnode.props = { children };
  }
  previousVNodeHook?.(vnode);
};

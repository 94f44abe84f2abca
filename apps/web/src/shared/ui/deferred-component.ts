import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched only when needed, with a `preload` to start the fetch early (on hover
 * or focus) so it is usually there by the time the visitor clicks. Keeps widgets such as menus out of the
 * information pages' first load.
 */
export function deferredComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  return { Component: lazy(preload), preload };
}

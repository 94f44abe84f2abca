import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no layout engine: Radix measures elements with ResizeObserver, which it lacks.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
// Nor can it scroll: tests spy on the call instead.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
});

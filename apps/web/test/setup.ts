import "@testing-library/jest-dom/vitest";
import "../app/preact/react-19-behaviour.ts";
import { cleanup, configure, fireEvent } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resetSite } from "./reset.ts";

// jsdom has no layout engine: Radix measures elements with ResizeObserver, which it lacks.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
// Nor can it scroll: tests spy on the call instead.
Element.prototype.scrollIntoView ??= () => {};

// The first opening of a lazily loaded feature (the quote drawer, the lodging map) in a test file compiles
// its modules and the libraries they bring (inlined for Preact: vitest.config.ts); on a machine shared with
// other builds that took up to 13 s, far past the default 1 s of findBy/waitFor. Only the wait is longer:
// what is awaited is the same.
configure({ asyncUtilTimeout: 10000 });

// Typing into a field fires `input` (each keystroke) and then `change`. React listens to both for onChange;
// Preact, the shipped runtime, to `input` only: so a test's change of a typed field is sent as both, in order.
const TYPED = new Set(["text", "search", "email", "tel", "url", "password", "number", "date"]);
const fireChange = fireEvent.change;
fireEvent.change = (element, init) => {
  const typed =
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && TYPED.has(element.type));
  if (!typed) return fireChange(element, init);
  fireEvent.input(element, init);
  return fireChange(element);
};

// Test files share their worker's modules (vitest.config.ts: isolate false), so the site's module state (the
// language, stored quote, notifications, overlay requests, globals a test replaced) is reset before every test,
// not only in the files that asked for it.
beforeEach(resetSite);

afterEach(() => {
  cleanup();
});

import { format } from "node:util";
import { afterEach, beforeEach } from "vitest";

// A test that prints an error it does not expect fails. A test that expects one spies on console.error
// (vi.spyOn(console, "error")): calls that reach this recorder through the spy are the test's own business.
const print = console.error;
let printed: string[] = [];

function recorder(...args: unknown[]): void {
  if (console.error === recorder) printed.push(format(...args));
  print(...args);
}

beforeEach(() => {
  printed = [];
  console.error = recorder;
});

afterEach(() => {
  console.error = print;
  if (printed.length > 0) {
    throw new Error(`the test printed ${printed.length} unexpected console.error: ${printed[0]}`);
  }
});

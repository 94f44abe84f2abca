// Runs shell commands side by side and fails if any of them fails: CI's stages that leave a core idle
// (the web build, the type check) share the machine's two cores (decision 0050).
// The first command prints as it runs; the others' output is printed once each ends, in the order given,
// so their lines do not interleave.
// Usage: node .ci/side-by-side.mjs "<command>" "<command>" ...
import { spawn } from "node:child_process";

/** Runs one command to its end: its exit status, and its output if `capture` (else printed as it comes). */
export function run(command, { capture }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/** Every command started at once; answers the first failing status, or 0. */
export async function sideBySide(commands) {
  const runs = commands.map((command, index) => run(command, { capture: index > 0 }));
  let failed = 0;
  for (const [index, pending] of runs.entries()) {
    const { status, output } = await pending;
    if (index > 0) process.stdout.write(`== beside: ${commands[index]}\n${output}`);
    if (status !== 0) {
      process.stdout.write(`== failed (exit ${status}): ${commands[index]}\n`);
      failed ||= status;
    }
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await sideBySide(process.argv.slice(2)));
}

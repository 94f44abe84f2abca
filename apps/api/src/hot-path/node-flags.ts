import { spawn } from "node:child_process";

/**
 * The hot path's V8 settings: a 32 MB young generation (docs/hot-path.md). `npm start -w apps/api` gives
 * them to node, which reads them once, as the process starts: no code can take them back afterwards.
 */
export const HOT_PATH_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=32"];

/**
 * The node arguments of this process without the hot path's V8 settings when HOT_PATH=off, or undefined
 * when it already runs as the switch asks (on, or started without them).
 */
export function argsWithoutHotPath(hotPath: boolean, execArgv: readonly string[]): string[] | undefined {
  if (hotPath) return undefined;
  const plain = execArgv.filter((arg) => !HOT_PATH_NODE_FLAGS.includes(arg));
  return plain.length < execArgv.length ? plain : undefined;
}

/**
 * Starts this same entry again in a process of its own with `execArgv` and the same environment. This one
 * only passes the stop signals on and ends with the other's exit code, so a supervisor sees one API.
 */
export function runAgainWith(execArgv: readonly string[]): void {
  const child = spawn(process.execPath, [...execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
  child.once("exit", (code) => process.exit(code ?? 1));
}

import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { argsWithoutHotPath, runAgainWith } from "./hot-path/node-flags.ts";

/** Process entry: read the settings, build the app, listen, and close cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  // HOT_PATH=off takes out the hot path's V8 settings too, which node reads only as a process starts.
  const plainArgs = argsWithoutHotPath(config.hotPath, process.execArgv);
  if (plainArgs) return runAgainWith(plainArgs);

  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  // A signal may come twice (from the terminal to the process group, and passed on by runAgainWith):
  // `closing` answers the second, which must not end the process before the app has closed.
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});

import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** A port no one listens on now, from the system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no port from the system");
  return address.port;
}

/**
 * A redis-server of the test's own on `port`, without persistence, so a test can stop and restart it
 * (never the machine's shared one on 6379). Resolves once it accepts connections.
 */
export async function startOwnRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
    redis.once("error", reject);
    redis.once("exit", (code) => reject(new Error(`redis-server on ${port} exited with ${code}: ${output}`)));
  });
  return redis;
}

/** Kills the server at once, as a crash or a lost machine would, and waits until it is gone. */
export async function killOwnRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = once(redis, "exit");
  redis.kill("SIGKILL");
  await exited;
}

import net from "node:net";

/**
 * The API limits every client address to 1000 calls a minute (apps/api/src/http/security.ts, no setting to
 * change it), which a load test passes within a second. On Linux the whole 127.0.0.0/8 block is local, so each
 * benchmark connection binds its own loopback source address: every call is still counted by the limiter, but
 * no single address reaches the limit. Addresses are never reused in a run, so no window carries over.
 */
let nextIndex = 0;

/** A loopback address no earlier call of this run has used (127.77.0.1 onwards, 62,500 of them). */
export function freshSourceAddress() {
  const index = nextIndex++;
  return `127.77.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
}

/**
 * Runs `task` while every `net.connect(port, host)` made by autocannon's clients (it has no option for a
 * source address) binds a fresh loopback address; the original function is restored afterwards.
 */
export async function withSpreadSourceAddresses(task) {
  const original = net.connect;
  net.connect = function connectFromFreshAddress(...args) {
    if (typeof args[0] === "number" && typeof args[1] === "string" && args.length === 2) {
      return original.call(net, { port: args[0], host: args[1], localAddress: freshSourceAddress() });
    }
    return original.apply(net, args);
  };
  try {
    return await task();
  } finally {
    net.connect = original;
  }
}

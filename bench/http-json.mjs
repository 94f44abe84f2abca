import http from "node:http";

/**
 * One JSON call on its own connection, timed from
 * the moment it is sent to the end of the answer. Resolves with the status and parsed body; rejects only when
 * the call itself fails (connection refused, reset, timeout).
 */
export function requestJson(baseUrl, method, path, { body, token, timeoutMs = 30_000 } = {}) {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers = { accept: "application/json" };
  if (payload) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(payload.length);
  }
  if (token) headers.authorization = `Bearer ${token}`;

  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // Not JSON: keep the text so the caller can show it.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms });
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on("error", reject);
    request.end(payload);
  });
}

/** Like requestJson, but anything other than the expected status is an error naming the call. */
export async function expectJson(baseUrl, method, path, expectedStatus, options) {
  const answer = await requestJson(baseUrl, method, path, options);
  if (answer.status !== expectedStatus) {
    throw new Error(
      `${method} ${path} answered ${answer.status} (expected ${expectedStatus}): ${JSON.stringify(answer.body).slice(0, 500)}`,
    );
  }
  return answer.body;
}

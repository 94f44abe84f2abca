import http from "node:http";

export type RawAnswer = {
  status: number;
  /** Header lines as sent, in order, the date left out. */
  head: string[];
  body: Buffer;
};

/** One call on its own connection, read as bytes: status, header lines as sent and body. */
export function rawCall(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const head: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i] as string;
            if (name.toLowerCase() !== "date") head.push(`${name}: ${response.rawHeaders[i + 1]}`);
          }
          resolve({ status: response.statusCode ?? 0, head, body: Buffer.concat(chunks) });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../src/infra/mail/mail-transport.ts";

const dir = mkdtempSync(join(tmpdir(), "park-outbox-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("mail transport without SMTP_URL", () => {
  it("writes each message as an .eml file named for it, logs its path (not the address), and replaces it when sent again", async () => {
    const logged: unknown[] = [];
    const outboxDir = join(dir, "outbox");
    const transport = createMailTransport({
      smtpUrl: undefined,
      outboxDir,
      log: { info: (entry: unknown) => logged.push(entry) },
    });
    const message = { from: "park@example.com", to: "ann@example.com", subject: "Hola", text: "Primera" };

    const first = await transport.send(message, "row-1");
    expect(first.file).toBe(join(outboxDir, "row-1.eml"));
    // The path only: the log holds no recipient's address (issue 31 item 3).
    expect(logged).toEqual([{ file: first.file }]);
    await transport.send({ ...message, text: "Segunda" }, "row-1");

    expect(readdirSync(outboxDir)).toEqual(["row-1.eml"]);
    const eml = readFileSync(join(outboxDir, "row-1.eml"), "utf8");
    expect(eml).toContain("To: ann@example.com");
    expect(eml).toContain("Subject: Hola");
    expect(eml).toContain("Segunda");
    transport.close();
  });
});

/** Just enough of an SMTP server to receive one message: answers every command and keeps the DATA. */
function fakeSmtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let data: string | null = null;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString("utf8").split("\r\n")) {
        if (data !== null) {
          if (line === ".") {
            received.push(data);
            data = null;
            socket.write("250 queued\r\n");
          } else data += `${line}\n`;
        } else if (line.startsWith("DATA")) {
          data = "";
          socket.write("354 go ahead\r\n");
        } else if (line.startsWith("QUIT")) socket.end("221 bye\r\n");
        else if (line !== "") socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    }),
  );
}

describe("mail transport with SMTP_URL", () => {
  it("hands the message to that SMTP server and writes no file", async () => {
    const received: string[] = [];
    const { server, port } = await fakeSmtpServer(received);
    const outboxDir = join(dir, "smtp-outbox");
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir,
      log: { info: () => {} },
    });
    const delivery = await transport.send(
      { from: "park@example.com", to: "ann@example.com", subject: "Por SMTP", text: "Hola" },
      "row-2",
    );
    transport.close();
    server.close();

    expect(delivery.file).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Por SMTP");
    expect(existsSync(outboxDir)).toBe(false);
  });
});

import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

/** Where a message went: the SMTP server's answer, or the .eml file written. */
export type MailDelivery = { messageId: string; file: string | null };

export type MailTransport = {
  /**
   * Sends one message. `fileName` names it in the file outbox (without extension): sending the same
   * message again overwrites its file instead of adding a second one.
   */
  send(message: Mail.Options, fileName: string): Promise<MailDelivery>;
  close(): void;
};

/**
 * Messages go through nodemailer: to the SMTP server of `smtpUrl` when it is set, otherwise each is
 * written as an .eml file (what an SMTP server would have received) to `outboxDir`, and its path logged,
 * so a developer or a demo can open the e-mails without a mail server.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  log: Pick<FastifyBaseLogger, "info">;
}): MailTransport {
  const { smtpUrl, outboxDir, log } = options;
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        const info = await smtp.sendMail(message);
        return { messageId: info.messageId, file: null };
      },
      close: () => smtp.close(),
    };
  }

  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message, fileName) {
      const info = await stream.sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${fileName}.eml`);
      // Written aside and renamed, so a reader (or a crash) never sees half a message.
      const partial = `${file}.partial`;
      // `buffer: true` makes the stream transport answer the whole message as a Buffer.
      if (!Buffer.isBuffer(info.message)) throw new Error("the stream transport did not answer a buffer");
      await writeFile(partial, info.message);
      await rename(partial, file);
      log.info({ file }, "e-mail written to the outbox folder (SMTP_URL is not set)");
      return { messageId: info.messageId, file };
    },
    close: () => stream.close(),
  };
}

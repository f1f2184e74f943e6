/**
 * A real SMTP server for tests: accepts every mail (no auth, no TLS) on 127.0.0.1 and keeps it, so a
 * test can read the verification code out of the mail the server actually sent.
 */
import { SMTPServer } from "smtp-server";
import { decodeMail } from "./mail-decode.js";

export interface ReceivedMail {
  /** The envelope recipient (first RCPT TO), lower-cased. */
  to: string;
  subject: string;
  /** The decoded text/plain body. */
  text: string;
  /** The message as received. */
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL should be. */
  url: string;
  port: number;
  /** Every mail received, oldest first. */
  mails: ReceivedMail[];
  /** The oldest mail (to the address, if given) not yet returned by nextMail; waits for one. */
  nextMail(to?: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface Waiter {
  to: string | undefined;
  resolve: (mail: ReceivedMail) => void;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  let waiters: Waiter[] = [];
  const matches = (mail: ReceivedMail, to: string | undefined) => !to || mail.to === to.toLowerCase();

  const deliver = (mail: ReceivedMail) => {
    mails.push(mail);
    const waiter = waiters.find((w) => matches(mail, w.to));
    if (!waiter) return;
    waiters = waiters.filter((w) => w !== waiter);
    taken.add(mail);
    waiter.resolve(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const to = session.envelope.rcptTo[0]?.address.toLowerCase() ?? "";
        deliver({ to, raw, ...decodeMail(raw) });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    nextMail(to, timeoutMs = 10_000) {
      const ready = mails.find((m) => !taken.has(m) && matches(m, to));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error(`no mail${to ? ` to ${to}` : ""} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter: Waiter = {
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

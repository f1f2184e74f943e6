import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer.js";

/**
 * Development mail: the real RFC 5322 message (built by nodemailer) saved as an .eml file that any
 * mail program opens, plus a console line so the code is visible without opening it.
 */
export class OutboxMailer implements Mailer {
  private readonly transport: Transporter;
  readonly folder: string;
  private counter = 0;

  constructor(dataDir: string, private readonly from: string) {
    this.folder = join(dataDir, "outbox");
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  }

  async send({ to, subject, text }: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, to, subject, text })) as { message: Buffer };
    await mkdir(this.folder, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, "_").slice(0, 80);
    const file = join(this.folder, `${stamp}-${++this.counter}-${safeTo}.eml`);
    await writeFile(file, info.message);
    console.info(`[mail outbox] to ${to}: ${subject}\n${indent(text)}\n  (saved as ${file})`);
  }
}

const indent = (text: string) =>
  text
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");

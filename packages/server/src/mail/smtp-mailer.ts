import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type { MailMessage, Mailer } from "./mailer.js";

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://…`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send({ to, subject, text }: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }

  close(): void {
    this.transport.close();
  }
}

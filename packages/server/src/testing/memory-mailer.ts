import type { MailMessage, Mailer } from "../mail/mailer.js";

/** A mailer for tests that keeps every mail in memory. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** Set to make the next sends fail (mail server down). */
  failing = false;

  send(message: MailMessage): Promise<void> {
    if (this.failing) return Promise.reject(new Error("mail server unavailable"));
    this.sent.push(message);
    return Promise.resolve();
  }

  /** Mails sent to an address, oldest first. */
  to(address: string): MailMessage[] {
    return this.sent.filter((m) => m.to === address);
  }

  /** The 6-digit code in the newest mail to the address. */
  lastCode(address: string): string {
    const mail = this.to(address).at(-1);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code was mailed to ${address}`);
    return code;
  }
}

/**
 * Outgoing mail. SMTP when SMTP_URL is set; otherwise the outbox: each mail becomes an .eml file in
 * `${DATA_DIR}/outbox/` and is echoed to the console, so development needs no mail server.
 */
import type { Config } from "../config.js";
import { OutboxMailer } from "./outbox-mailer.js";
import { SmtpMailer } from "./smtp-mailer.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP pool). */
  close?(): void;
}

export function createMailer(config: Config): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(config.dataDir, config.mailFrom);
}

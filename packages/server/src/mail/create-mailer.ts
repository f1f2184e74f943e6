/**
 * Outgoing mail. SMTP when SMTP_URL is set; otherwise the outbox: each mail becomes an .eml file in
 * `${DATA_DIR}/outbox/` and is echoed to the console, so development needs no mail server.
 */
import type { Mailer } from "./mailer.js";
import { OutboxMailer } from "./outbox-mailer.js";
import { SmtpMailer } from "./smtp-mailer.js";

/** The mail settings of the configuration (SMTP_URL, MAIL_FROM, DATA_DIR). */
export interface MailConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

export function createMailer(config: MailConfig): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(config.dataDir, config.mailFrom);
}

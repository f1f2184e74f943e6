/** Outgoing mail: what a mail is and what sends it (SMTP, or the outbox folder in development). */

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

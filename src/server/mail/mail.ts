// What sending mail means to the app; create-mailer.ts picks SMTP or the outbox on disk.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Delivers one message or throws; resolves once the transport accepted it. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
  kind: 'smtp' | 'outbox';
}

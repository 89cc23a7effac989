// What sending mail means to the app; create-mailer.ts picks SMTP or the outbox on disk.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * A stable id of this message (the id of the job that sends it). Sent again after a crash at
   * the instant it was written, it is not written twice to the outbox, and over SMTP it carries
   * the same Message-ID, by which mail systems recognise the copy.
   */
  id?: string;
}

export interface Mailer {
  /** Delivers one message or throws; resolves once the transport accepted it. */
  send(message: MailMessage): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
  kind: 'smtp' | 'outbox';
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { findFirstLink } from './first-link';

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every accepted message, parsed, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. Any login is accepted;
 * `rejectRecipient` makes it answer 550 for chosen addresses, as a real server refusing mail does.
 */
export async function startSmtpCapture(
  options: {
    rejectRecipient?: (address: string) => boolean;
    /** Also keep each received message, raw, as an .eml file here (for readers in other processes). */
    saveDir?: string;
    /** Acknowledge no message before this settles: the sender's mail stays on its way. */
    holdData?: Promise<unknown>;
    /**
     * Asked before each message is acknowledged, with its recipients; false refuses it (451), as
     * a server does when the sender vanished before the end of the conversation.
     */
    beforeAccept?: (recipients: string[]) => Promise<boolean>;
  } = {},
): Promise<SmtpCapture> {
  if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Tests close the capture with pooled client connections still open; do not wait 30 s for them.
    closeTimeout: 500,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'capture' });
    },
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        // Worded the way Postfix refuses, recipient included.
        const refusal = Object.assign(
          new Error(`<${address.address}>: Recipient address rejected: User unknown`),
          { responseCode: 550 },
        );
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await options.holdData;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (options.beforeAccept && !(await options.beforeAccept(recipients))) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        if (options.saveDir) saveRaw(options.saveDir, raw);
        simpleParser(raw)
          .then((mail) => {
            messages.push(mail);
            waiters.forEach((notify) => notify());
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // Client disconnects surface as server errors; a capture must not crash the test run over them.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function waitForMail(predicate: (mail: ParsedMail) => boolean, timeoutMs = 5_000) {
    return new Promise<ParsedMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (!found) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        const subjects = messages.map((mail) => mail.subject).join(', ') || 'none';
        reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${subjects})`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) URL in a mail's text part, the way a reader would click it. */
export function firstLink(mail: ParsedMail): string {
  const link = findFirstLink(mail.text ?? '');
  if (!link) throw new Error(`No link in the mail "${mail.subject ?? ''}"`);
  return link;
}

/** Writes atomically (temp name, then rename) so a reader never sees half a message. */
function saveRaw(dir: string, raw: Buffer): void {
  const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
  writeFileSync(join(dir, `.${name}.tmp`), raw);
  renameSync(join(dir, `.${name}.tmp`), join(dir, name));
}

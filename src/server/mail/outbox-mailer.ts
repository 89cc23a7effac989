import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mail';
import { maskAddress } from './mask-address';

/**
 * The embedded default: every message becomes an .eml file in <dataDir>/outbox that any mail
 * client opens, and the log names the file and the first link in it, so a person running
 * HireReady on their own machine can follow a reset or confirmation link without a mail server.
 */
export function createOutboxMailer(options: {
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const directory = resolve(options.dataDir, 'outbox');
  // nodemailer composes the same MIME message it would send over SMTP, CRLF line ends included.
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'windows' },
    { from: options.from },
  );

  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      // A message with an id is written once: its file name ends with the id's digest.
      const suffix =
        message.id === undefined
          ? randomBytes(4).toString('hex')
          : createHash('sha256').update(message.id).digest('hex').slice(0, 16);
      if (message.id !== undefined) {
        const written = await findWritten(directory, suffix);
        if (written) {
          options.logger.info(
            { to: maskAddress(message.to), subject: message.subject, file: written },
            'mail already in the outbox',
          );
          return;
        }
      }
      const info = await composer.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('The mail could not be composed');
      const file = await writeAtomically(directory, { content: info.message, suffix });
      options.logger.info(
        {
          to: maskAddress(message.to),
          subject: message.subject,
          // The file, never its link: a reset or confirmation link is a working token, and logs
          // travel further than the outbox does.
          file,
        },
        'mail written to the outbox',
      );
    },
    async close() {
      composer.close();
    },
  };
}

/** The outbox file of a message whose name ends with this suffix, if one was written. */
async function findWritten(directory: string, suffix: string): Promise<string | null> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const name = names.find((candidate) => candidate.endsWith(`-${suffix}.eml`));
  return name === undefined ? null : join(directory, name);
}

/** Writes under a dot-name first and renames, so whoever watches the outbox never reads half a file. */
async function writeAtomically(
  directory: string,
  options: { content: Buffer; suffix: string },
): Promise<string> {
  // Colons are not allowed in Windows file names; the name still sorts by time.
  const timestamp = new Date().toISOString().replaceAll(':', '-');
  const name = `${timestamp}-${options.suffix}.eml`;
  const file = join(directory, name);
  const temporary = join(directory, `.${name}.tmp`);
  try {
    await mkdir(directory, { recursive: true });
    await writeFile(temporary, options.content, { flag: 'wx' });
    await rename(temporary, file);
    return file;
  } catch (error) {
    // Best effort: the reason the write failed matters more than a failed clean-up.
    await rm(temporary, { force: true }).catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The mail could not be written to the outbox: ${reason}`, { cause: error });
  }
}

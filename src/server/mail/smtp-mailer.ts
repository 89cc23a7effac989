import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mail';
import { maskAddress } from './mask-address';

/**
 * Sends through one pooled SMTP transport. Timeouts are shorter than nodemailer's (minutes) so a
 * request waiting for a password-reset mail fails in seconds when the server is unreachable; a
 * query string on the URL (?connectionTimeout=…) still overrides them.
 */
export function createSmtpMailer(options: {
  smtpUrl: string;
  from: string;
  logger: Logger;
}): Mailer {
  const secrets = secretsOf(options.smtpUrl);
  const transport = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    },
    { from: options.from },
  );
  // An 'error' event without a listener would end the process; a broken transport fails sends instead.
  transport.on('error', (error: Error) => {
    options.logger.warn({ reason: scrub(error.message, secrets) }, 'SMTP transport error');
  });

  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      try {
        const info = await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          // The same message sent again (a retried job) keeps its Message-ID.
          ...(message.id === undefined ? {} : { messageId: messageIdOf(message.id, options.from) }),
        });
        options.logger.info(
          { to: maskAddress(message.to), subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      } catch (error) {
        // The reason is kept for the operator, minus anything from the URL's credentials and
        // with the recipient masked, since callers log this message.
        const reason = scrub(error instanceof Error ? error.message : String(error), secrets);
        const masked = message.to ? reason.replaceAll(message.to, maskAddress(message.to)) : reason;
        // eslint-disable-next-line preserve-caught-error -- the caught error repeats the recipient unmasked; its reason is copied above
        throw new Error(`The mail could not be sent: ${masked}`);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** <id@domain of the sender>: stable for one message, unique across messages. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'hireready.local';
  return `<${id.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}>`;
}

/** Rejects anything but smtp:// and smtps:// without echoing the URL, which may hold a password. */
function secretsOf(smtpUrl: string): string[] {
  if (!URL.canParse(smtpUrl)) throw new Error('The SMTP URL is not a valid URL');
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('The SMTP URL must start with smtp:// or smtps://');
  }
  const password = url.password;
  return [smtpUrl, password, safeDecode(password)].filter((secret) => secret.length > 0);
}

function scrub(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.replaceAll(secret, '[redacted]'), text);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

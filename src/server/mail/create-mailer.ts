import { resolve } from 'node:path';
import type { Logger } from '../logger';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import type { Mailer } from './mail';

/** SMTP when a URL is configured; otherwise the outbox on disk, so HireReady runs with no mail server. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    return createSmtpMailer({
      smtpUrl: options.smtpUrl,
      from: options.from,
      logger: options.logger,
    });
  }
  // Said once at start so a person wondering where their reset mail went knows where to look.
  options.logger.info(
    { outbox: resolve(options.dataDir, 'outbox') },
    'mail is written to the outbox, not sent; set SMTP_URL to send it',
  );
  return createOutboxMailer({
    from: options.from,
    dataDir: options.dataDir,
    logger: options.logger,
  });
}

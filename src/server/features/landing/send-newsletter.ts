import type { Language } from '../../../shared/language';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mail';
import { maskAddress } from '../../mail/mask-address';
import { newsletterMail } from '../../mail/templates';
import type { LandingRepository } from './landing.repository';
import { newsletterOneClickUnsubscribeUrl, newsletterUnsubscribeLink } from './newsletter-links';

/** One issue of the newsletter, written in each interface language. */
export type NewsletterIssue = Record<Language, { subject: string; bodyText: string }>;

export interface NewsletterSendReport {
  sent: number;
  /** Addresses whose mail the transport refused; the rest were still sent. */
  failed: string[];
}

/**
 * Mails the issue to every confirmed subscriber in their language. Each mail carries the
 * reader's own unsubscribe link: the footer opens the page, while List-Unsubscribe names the
 * API address, because RFC 8058 mail clients POST to it directly and the page only answers GET.
 */
export async function sendNewsletter(options: {
  repository: LandingRepository;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  secret: string;
  issue: NewsletterIssue;
}): Promise<NewsletterSendReport> {
  const report: NewsletterSendReport = { sent: 0, failed: [] };
  for (const subscriber of await options.repository.listSubscribed()) {
    const linkOptions = { appUrl: options.appUrl, secret: options.secret, email: subscriber.email };
    const mail = newsletterMail({
      language: subscriber.language,
      ...options.issue[subscriber.language],
      unsubscribeLink: newsletterUnsubscribeLink(linkOptions),
    });
    const headers = {
      ...mail.headers,
      'List-Unsubscribe': `<${newsletterOneClickUnsubscribeUrl(linkOptions)}>`,
    };
    try {
      await options.mailer.send({ to: subscriber.email, ...mail, headers });
      report.sent += 1;
    } catch (error) {
      // One refused address must not stop the issue for everyone else.
      options.logger.warn(
        {
          to: maskAddress(subscriber.email),
          reason: error instanceof Error ? error.message : String(error),
        },
        'newsletter mail failed',
      );
      report.failed.push(subscriber.email);
    }
  }
  return report;
}

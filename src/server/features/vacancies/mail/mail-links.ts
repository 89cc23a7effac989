import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailFooterLinks } from '../../../mail/job-board-templates';
import type { MailKind } from './mail-preferences.repository';

// Unsubscribe links carry an HMAC of the user and the kind of mail, so every mail can carry one
// without storing anything, and nobody without the server's secret can stop someone else's mail.

const PURPOSE = 'job-board-mail-unsubscribe:';

function tokenOf(options: { secret: string; userId: string; kind: MailKind }): string {
  return createHmac('sha256', options.secret)
    .update(`${PURPOSE}${options.kind}:${options.userId}`)
    .digest('base64url');
}

/** Compares in constant time, so the answer's timing does not reveal a valid token bit by bit. */
export function isUnsubscribeToken(options: {
  secret: string;
  userId: string;
  kind: MailKind;
  token: string;
}): boolean {
  const expected = Buffer.from(tokenOf(options));
  const given = Buffer.from(options.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The footer's links for one person and kind of mail. */
export function mailFooterLinks(options: {
  appUrl: string;
  secret: string;
  userId: string;
  kind: MailKind;
}): MailFooterLinks {
  const query = new URLSearchParams({
    user: options.userId,
    kind: options.kind,
    token: tokenOf(options),
  });
  return {
    unsubscribePage: `${options.appUrl}/mail/unsubscribe?${query}`,
    oneClick: `${options.appUrl}/api/mail/unsubscribe?${query}`,
    settings: `${options.appUrl}/dashboard/profile#mail`,
  };
}

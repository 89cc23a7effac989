import type { Language } from '../../shared/language';
import { emailTexts, fillPlaceholders, pluralText } from './email-texts';
import { escapeHtml, htmlAction, htmlDocument, htmlParagraph } from './mail-html';

/** A mail ready to hand to a Mailer once a recipient is added. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER_STYLE = 'margin:0 0 8px;font-size:13px;color:#71717a';

/** A mail with one link to follow before it expires: a greeting, why, the link, when it expires. */
function singleLinkMail(options: {
  language: Language;
  name: string;
  link: string;
  texts: { subject: string; intro: string; action: string; ignore: string } & Record<
    string,
    string
  >;
  /** How long the link works, in the unit of the texts' `expiry_*` forms. */
  expiresIn: number;
}): RenderedMail {
  assertWebLink(options.link);
  const { layout } = emailTexts(options.language);
  const { texts } = options;
  const greeting = greetingFor(options.language, options.name);
  const expiry = pluralText({
    language: options.language,
    texts,
    key: 'expiry',
    count: options.expiresIn,
  });
  return {
    subject: texts.subject,
    text: textBody([greeting, texts.intro, options.link, expiry, texts.ignore, layout.signature]),
    html: htmlDocument({
      language: options.language,
      title: texts.subject,
      blocks: [
        htmlParagraph(greeting),
        htmlParagraph(texts.intro),
        htmlAction({ label: texts.action, link: options.link, fallback: layout.linkFallback }),
        htmlParagraph(expiry),
        htmlParagraph(texts.ignore),
        htmlParagraph(layout.signature),
      ],
    }),
  };
}

export function passwordResetMail(options: {
  language: Language;
  name: string;
  link: string;
  expiresInMinutes: number;
}): RenderedMail {
  return singleLinkMail({
    ...options,
    texts: emailTexts(options.language).passwordReset,
    expiresIn: options.expiresInMinutes,
  });
}

/** The mail that confirms an address is its owner's, before any job-board mail goes to it. */
export function emailConfirmationMail(options: {
  language: Language;
  name: string;
  link: string;
  expiresInHours: number;
}): RenderedMail {
  return singleLinkMail({
    ...options,
    texts: emailTexts(options.language).emailConfirmation,
    expiresIn: options.expiresInHours,
  });
}

export function newsletterConfirmationMail(options: {
  language: Language;
  link: string;
}): RenderedMail {
  assertWebLink(options.link);
  const { layout, newsletterConfirmation: texts } = emailTexts(options.language);
  return {
    subject: texts.subject,
    text: textBody([
      layout.greetingWithoutName,
      texts.intro,
      options.link,
      texts.ignore,
      layout.signature,
    ]),
    html: htmlDocument({
      language: options.language,
      title: texts.subject,
      blocks: [
        htmlParagraph(layout.greetingWithoutName),
        htmlParagraph(texts.intro),
        htmlAction({ label: texts.action, link: options.link, fallback: layout.linkFallback }),
        htmlParagraph(texts.ignore),
        htmlParagraph(layout.signature),
      ],
    }),
  };
}

/**
 * An issue of the newsletter. The List-Unsubscribe headers (RFC 2369, one-click per RFC 8058)
 * let mail clients show their own unsubscribe button; the footer does the same for readers.
 */
export function newsletterMail(options: {
  language: Language;
  subject: string;
  bodyText: string;
  unsubscribeLink: string;
}): RenderedMail & { headers: Record<string, string> } {
  assertWebLink(options.unsubscribeLink);
  const { newsletter: texts } = emailTexts(options.language);
  const link = options.unsubscribeLink;
  const unsubscribeLine = fillPlaceholders(texts.unsubscribeLine, { link });
  const paragraphs = options.bodyText
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => htmlParagraph(paragraph.trim()));
  const href = escapeHtml(link);
  return {
    subject: options.subject,
    text: `${options.bodyText.trim()}\n\n-- \n${texts.reason}\n${unsubscribeLine}\n`,
    html: htmlDocument({
      language: options.language,
      title: options.subject,
      blocks: [
        ...paragraphs,
        '<hr style="margin:24px 0;border:0;border-top:1px solid #e4e4e7">',
        htmlParagraph(texts.reason, FOOTER_STYLE),
        `<p style="${FOOTER_STYLE}"><a href="${href}" style="color:#2563eb;font-weight:600">${escapeHtml(texts.unsubscribe)}</a><br><a href="${href}" style="color:#71717a;word-break:break-all">${href}</a></p>`,
      ],
    }),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function greetingFor(language: Language, name: string): string {
  const { layout } = emailTexts(language);
  const trimmed = name.trim();
  return trimmed
    ? fillPlaceholders(layout.greeting, { name: trimmed })
    : layout.greetingWithoutName;
}

function textBody(paragraphs: string[]): string {
  return `${paragraphs.join('\n\n')}\n`;
}

/**
 * Links go into href attributes and the List-Unsubscribe header, so anything but a plain
 * http(s) URL (javascript:, spaces, angle brackets, line breaks) is a bug in the caller.
 */
function assertWebLink(link: string): void {
  const isWebUrl = URL.canParse(link) && /^https?:$/.test(new URL(link).protocol);
  if (!isWebUrl || /[\s<>"]/.test(link)) throw new Error('A mail link must be an http(s) URL');
}

import type { Language } from '../../shared/language';
import { emailTexts, fillPlaceholders } from './email-texts';
import { htmlAction, htmlDocument, htmlParagraph } from './mail-html';
import type { RenderedMail } from './templates';

const FOOTER_STYLE = 'margin:0 0 8px;font-size:13px;color:#71717a';

/** The follow-up reminder of the seeker's own tracker (issue 38): no news for N days. */
export function trackerReminderMail(options: {
  language: Language;
  name: string;
  application: { title: string; company: string; stage: string };
  days: number;
  trackerLink: string;
}): RenderedMail {
  const { language, application } = options;
  const { layout, trackerReminder: texts } = emailTexts(language);
  const company = application.company.trim();
  const values = {
    title: application.title,
    company: company || application.title,
    at: company ? (language === 'ru' ? ` в ${company}` : ` at ${company}`) : '',
    days: options.days,
  };
  const greeting = options.name.trim()
    ? fillPlaceholders(layout.greeting, { name: options.name.trim() })
    : layout.greetingWithoutName;
  const paragraphs = [
    greeting,
    fillPlaceholders(texts.intro, values),
    ...(application.stage === 'interview' ? [texts.interview] : []),
  ];
  const reason = fillPlaceholders(texts.reason, values);
  const subject = fillPlaceholders(texts.subject, values);
  return {
    subject,
    text: `${[
      ...paragraphs,
      `${texts.action}: ${options.trackerLink}`,
      layout.signature,
      `-- \n${reason}`,
    ].join('\n\n')}\n`,
    html: htmlDocument({
      language,
      title: subject,
      blocks: [
        ...paragraphs.map((paragraph) => htmlParagraph(paragraph)),
        htmlAction({
          label: texts.action,
          link: options.trackerLink,
          fallback: layout.linkFallback,
        }),
        htmlParagraph(layout.signature),
        '<hr style="margin:24px 0;border:0;border-top:1px solid #e4e4e7">',
        htmlParagraph(reason, FOOTER_STYLE),
      ],
    }),
  };
}

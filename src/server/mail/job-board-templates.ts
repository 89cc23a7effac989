import type { ApplicationStatus } from '../../shared/vacancy-limits';
import type { Language } from '../../shared/language';
import { emailTexts, fillPlaceholders } from './email-texts';
import { escapeHtml, htmlAction, htmlDocument, htmlParagraph } from './mail-html';
import type { RenderedMail } from './templates';

// The job board's mail (issue 22): new applications for the employer (one at a time or as a
// daily digest), status changes for the applicant, and saved-search alerts. Each says why it
// came and carries a one-click unsubscribe for its kind (RFC 2369 and RFC 8058 headers, and a
// footer link), plus where to choose which mail to get.

export interface MailFooterLinks {
  /** The page that stops this kind of mail on a button press; also the header's target. */
  unsubscribePage: string;
  /** Where mail clients POST `List-Unsubscribe=One-Click`. */
  oneClick: string;
  /** The profile's mail settings. */
  settings: string;
}

export type JobBoardMail = RenderedMail & { headers: Record<string, string> };

const FOOTER_STYLE = 'margin:0 0 8px;font-size:13px;color:#71717a';
const LIST_STYLE = 'margin:0 0 16px;padding-left:20px';

/** A plural text (key_one, key_few…) with every placeholder filled, {{count}} included. */
function plural(options: {
  language: Language;
  texts: Record<string, string>;
  key: string;
  values: Record<string, string | number> & { count: number };
}): string {
  const { texts, key, values } = options;
  const category = new Intl.PluralRules(options.language).select(values.count);
  const template = texts[`${key}_${category}`] ?? texts[`${key}_other`];
  if (template === undefined) throw new Error(`No plural forms for ${key}`);
  return fillPlaceholders(template, values);
}

function greetingFor(language: Language, name: string): string {
  const { layout } = emailTexts(language);
  const trimmed = name.trim();
  return trimmed
    ? fillPlaceholders(layout.greeting, { name: trimmed })
    : layout.greetingWithoutName;
}

/** The text and HTML of a mail: paragraphs, an optional list, the action, and the footer. */
function compose(options: {
  language: Language;
  subject: string;
  before: string[];
  list?: Array<{ text: string; link?: string }>;
  after?: string[];
  action: { label: string; link: string };
  footer: { reason: string; unsubscribe: string; extra?: string[] };
  links: MailFooterLinks;
}): JobBoardMail {
  const { language, links } = options;
  const { layout, jobBoard } = emailTexts(language);
  const manage = fillPlaceholders(jobBoard.manage, { link: links.settings });
  const listText = (options.list ?? []).map((item) =>
    item.link ? `- ${item.text}\n  ${item.link}` : `- ${item.text}`,
  );
  const text = [
    ...options.before,
    ...(listText.length > 0 ? [listText.join('\n')] : []),
    ...(options.after ?? []),
    `${options.action.label}: ${options.action.link}`,
    layout.signature,
    `-- \n${[
      options.footer.reason,
      ...(options.footer.extra ?? []),
      `${options.footer.unsubscribe}: ${links.unsubscribePage}`,
      manage,
    ].join('\n')}`,
  ].join('\n\n');
  const listHtml =
    options.list && options.list.length > 0
      ? `<ul style="${LIST_STYLE}">${options.list
          .map((item) =>
            item.link
              ? `<li style="margin:0 0 8px"><a href="${escapeHtml(item.link)}" style="color:#2563eb">${escapeHtml(item.text)}</a></li>`
              : `<li style="margin:0 0 8px">${escapeHtml(item.text)}</li>`,
          )
          .join('')}</ul>`
      : '';
  const unsubscribeHref = escapeHtml(links.unsubscribePage);
  const html = htmlDocument({
    language,
    title: options.subject,
    blocks: [
      ...options.before.map((paragraph) => htmlParagraph(paragraph)),
      ...(listHtml ? [listHtml] : []),
      ...(options.after ?? []).map((paragraph) => htmlParagraph(paragraph)),
      htmlAction({ ...options.action, fallback: layout.linkFallback }),
      htmlParagraph(layout.signature),
      '<hr style="margin:24px 0;border:0;border-top:1px solid #e4e4e7">',
      htmlParagraph(options.footer.reason, FOOTER_STYLE),
      ...(options.footer.extra ?? []).map((line) => htmlParagraph(line, FOOTER_STYLE)),
      `<p style="${FOOTER_STYLE}"><a href="${unsubscribeHref}" style="color:#2563eb;font-weight:600">${escapeHtml(options.footer.unsubscribe)}</a></p>`,
      htmlParagraph(manage, FOOTER_STYLE),
    ],
  });
  return {
    subject: options.subject,
    text: `${text}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>, <${links.unsubscribePage}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function applicationReceivedMail(options: {
  language: Language;
  employerName: string;
  applicant: { name: string; email: string };
  vacancy: { title: string; company: string };
  coverLetter: string | null;
  resumeFileName: string | null;
  applicationsLink: string;
  links: MailFooterLinks;
}): JobBoardMail {
  const texts = emailTexts(options.language).applicationReceived;
  const values = {
    name: options.applicant.name,
    email: options.applicant.email,
    title: options.vacancy.title,
    company: options.vacancy.company,
  };
  return compose({
    language: options.language,
    subject: fillPlaceholders(texts.subject, values),
    before: [
      greetingFor(options.language, options.employerName),
      fillPlaceholders(texts.intro, values),
      ...(options.coverLetter
        ? [`${texts.coverLetter}\n${options.coverLetter}`]
        : [texts.noCoverLetter]),
      options.resumeFileName
        ? fillPlaceholders(texts.resume, { file: options.resumeFileName })
        : texts.noResume,
    ],
    action: { label: texts.action, link: options.applicationsLink },
    footer: { reason: texts.reason, unsubscribe: texts.unsubscribe },
    links: options.links,
  });
}

export function applicationDigestMail(options: {
  language: Language;
  employerName: string;
  vacancies: Array<{ title: string; count: number; link: string }>;
  /** The employer's vacancies, each with its applications. */
  vacanciesLink: string;
  links: MailFooterLinks;
}): JobBoardMail {
  const { language } = options;
  const texts = emailTexts(language).applicationDigest;
  const total = options.vacancies.reduce((sum, vacancy) => sum + vacancy.count, 0);
  return compose({
    language,
    subject: plural({ language, texts, key: 'subject', values: { count: total } }),
    before: [greetingFor(language, options.employerName), texts.intro],
    list: options.vacancies.map((vacancy) => ({
      text: plural({
        language,
        texts,
        key: 'vacancy',
        values: { title: vacancy.title, count: vacancy.count },
      }),
      link: vacancy.link,
    })),
    action: { label: texts.action, link: options.vacanciesLink },
    footer: { reason: texts.reason, unsubscribe: texts.unsubscribe },
    links: options.links,
  });
}

export function applicationStatusMail(options: {
  language: Language;
  applicantName: string;
  status: ApplicationStatus;
  vacancy: { title: string; company: string };
  applicationsLink: string;
  /** Where to practise an interview for this vacancy (offered with an invitation). */
  practiceLink: string;
  /** The board, for other jobs after a refusal. */
  boardLink: string;
  links: MailFooterLinks;
}): JobBoardMail {
  const { language, status } = options;
  const { applicationStatus: texts, jobBoard } = emailTexts(language);
  const values = { title: options.vacancy.title, company: options.vacancy.company };
  const after =
    status === 'interview'
      ? [`${texts.practice} ${options.practiceLink}`]
      : status === 'rejected'
        ? [`${texts.moreJobs} ${options.boardLink}`]
        : [];
  return compose({
    language,
    subject: fillPlaceholders(texts.subject, { ...values, status: jobBoard.statuses[status] }),
    before: [greetingFor(language, options.applicantName), fillPlaceholders(texts[status], values)],
    after,
    action: { label: texts.action, link: options.applicationsLink },
    footer: { reason: texts.reason, unsubscribe: texts.unsubscribe },
    links: options.links,
  });
}

export function searchAlertMail(options: {
  language: Language;
  userName: string;
  search: { name: string; frequency: 'daily' | 'weekly'; link: string };
  vacancies: Array<{
    title: string;
    company: string;
    location: string;
    salary: string;
    link: string;
  }>;
  /** Matches beyond those listed. */
  more: number;
  dashboardLink: string;
  links: MailFooterLinks;
}): JobBoardMail {
  const { language, search } = options;
  const texts = emailTexts(language).searchAlert;
  const count = options.vacancies.length + options.more;
  return compose({
    language,
    subject: plural({ language, texts, key: 'subject', values: { name: search.name, count } }),
    before: [
      greetingFor(language, options.userName),
      fillPlaceholders(texts.intro, { name: search.name }),
    ],
    list: options.vacancies.map((vacancy) => ({
      text: [vacancy.title, vacancy.company, vacancy.location, vacancy.salary]
        .filter(Boolean)
        .join(' · '),
      link: vacancy.link,
    })),
    after:
      options.more > 0
        ? [plural({ language, texts, key: 'more', values: { count: options.more } })]
        : [],
    action: { label: texts.action, link: search.link },
    footer: {
      reason: fillPlaceholders(texts.reason, { frequency: texts[search.frequency] }),
      unsubscribe: texts.unsubscribe,
      extra: [fillPlaceholders(texts.manage, { link: options.dashboardLink })],
    },
    links: options.links,
  });
}

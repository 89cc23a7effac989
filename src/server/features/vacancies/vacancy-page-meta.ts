import { escapeHtml, jsonLdScript, nameMeta, propertyMeta, shorten } from '../../http/seo';
import type { VacancyRow } from './vacancies.repository';

const SITE_NAME = 'HireReady';
const DESCRIPTION_LENGTH = 160;
const REMOTE = /\b(remote|anywhere)\b|удал[её]нн/i;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Made once: a formatter costs more to make than the page's whole head (a profile, issue 36). */
const NUMBER_FORMAT = new Intl.NumberFormat('en-US');

/** "90,000–120,000 RUB a month"; nothing when the vacancy does not state its salary. */
function salaryRange(vacancy: VacancyRow): string {
  if (vacancy.salaryMin === null || vacancy.salaryMax === null) return '';
  return `${NUMBER_FORMAT.format(vacancy.salaryMin)}–${NUMBER_FORMAT.format(vacancy.salaryMax)} ${vacancy.currency} a ${vacancy.salaryPeriod}`;
}

const UNIT_TEXT = { hour: 'HOUR', month: 'MONTH', year: 'YEAR' } as const;

const EMPLOYMENT_TYPE: Record<NonNullable<VacancyRow['employmentType']>, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** Remote as the owner stated it; for a vacancy from before work modes, as its location says. */
function isRemote(vacancy: VacancyRow): boolean {
  return vacancy.workMode ? vacancy.workMode === 'remote' : REMOTE.test(vacancy.location);
}

/** Plain text as the simple HTML JobPosting descriptions are expected in. */
function asHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** schema.org JobPosting, as Google for Jobs reads it. */
export function jobPostingOf(vacancy: VacancyRow, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: asHtml(vacancy.description),
    qualifications: vacancy.requirements,
    ...(vacancy.benefits ? { jobBenefits: vacancy.benefits } : {}),
    datePosted: vacancy.createdAt.toISOString(),
    url,
    hiringOrganization: { '@type': 'Organization', name: vacancy.company },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: vacancy.location },
    },
    ...(isRemote(vacancy) ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(vacancy.employmentType ? { employmentType: EMPLOYMENT_TYPE[vacancy.employmentType] } : {}),
    ...(vacancy.salaryMin !== null && vacancy.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: vacancy.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: vacancy.salaryMin,
              maxValue: vacancy.salaryMax,
              unitText: UNIT_TEXT[vacancy.salaryPeriod],
            },
          },
        }
      : {}),
  };
}

/** The <head> tags of an active vacancy's page: title, description, Open Graph, Twitter, JSON-LD. */
export function vacancyPageHead(vacancy: VacancyRow, appUrl: string): string {
  const url = `${appUrl.replace(/\/$/, '')}/vacancies/${vacancy.id}`;
  const title = vacancy.company
    ? `${vacancy.title} — ${vacancy.company} | ${SITE_NAME}`
    : `${vacancy.title} | ${SITE_NAME}`;
  const summary = [vacancy.company, vacancy.location, salaryRange(vacancy)]
    .filter(Boolean)
    .join(' · ');
  const description = shorten(`${summary}. ${oneLine(vacancy.description)}`, DESCRIPTION_LENGTH);
  return [
    `<title>${escapeHtml(title)}</title>`,
    nameMeta('description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    propertyMeta('og:type', 'website'),
    propertyMeta('og:site_name', SITE_NAME),
    propertyMeta('og:title', title),
    propertyMeta('og:description', description),
    propertyMeta('og:url', url),
    nameMeta('twitter:card', 'summary'),
    nameMeta('twitter:title', title),
    nameMeta('twitter:description', description),
    jsonLdScript(jobPostingOf(vacancy, url)),
  ].join('\n    ');
}

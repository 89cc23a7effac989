import { z } from 'zod';
import { APPLICATION_STATUSES, type SalaryPeriod } from '../../../../shared/constants';
import { type Language, isLanguage } from '../../../../shared/language';
import { vacancySearchSchema } from '../../../../shared/schemas/vacancies';
import type { AlertFrequency } from '../../../../shared/schemas/saved-searches';
import type { JobContext, JobKind, RecurringJob } from '../../../jobs/job-runner';
import {
  applicationDigestMail,
  applicationReceivedMail,
  applicationStatusMail,
  searchAlertMail,
} from '../../../mail/job-board-templates';
import type { Mailer } from '../../../mail/mail';
import { emailTexts, fillPlaceholders } from '../../../mail/email-texts';
import type { SavedSearchesRepository } from '../saved-searches.repository';
import { mailFooterLinks } from './mail-links';
import type { MailKind, MailPreferencesRepository } from './mail-preferences.repository';

// The job board's background mail (issue 22), each kind a durable job (ADR 0028):
// - application-received: the employer hears of each application at once (unless they chose
//   the daily digest or no mail);
// - application-digest: once a day, one mail per employer who chose it, for the day before;
// - application-status: the applicant hears of the status an application settles on: changes
//   within one quiet spell share a job that runs at least STATUS_MAIL_QUIET_MS later and mails
//   the status it then finds, unless the applicant was told of that one already;
// - search-alerts-daily / -weekly: once per period, one job per saved search (search-alert),
//   listing the vacancies posted since its last mail that it never listed before.

const DAY_MS = 24 * 60 * 60_000;
const PERIOD_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** How long status changes are left to settle before the applicant hears of them (default). */
export const STATUS_MAIL_QUIET_MS = 5 * 60_000;

/**
 * When the status job of a change made at `now` runs: the end of the spell after the one `now`
 * falls in, so between one and two quiet spells later; changes within one spell share it.
 */
export function statusMailSpellEnd(now: Date, quietMs = STATUS_MAIL_QUIET_MS): Date {
  const spellStart = Math.floor(now.getTime() / quietMs) * quietMs;
  return new Date(spellStart + 2 * quietMs);
}

/** How many vacancies one alert lists; the rest are "…and N more" with a link to them all. */
export const ALERT_LIST_MAX = 10;

export interface JobBoardMailDeps {
  preferences: MailPreferencesRepository;
  savedSearches: SavedSearchesRepository;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  /** How often "daily" alerts go out; a day unless a staging server says otherwise. */
  dailyAlertEveryMs?: number;
  /** Enqueues follow-on jobs (one per saved search). */
  enqueue: (job: {
    kind: string;
    payload: Record<string, unknown>;
    key: string;
  }) => Promise<unknown>;
}

const applicationPayload = z.object({ applicationId: z.uuid() });
// Jobs stored by earlier versions also name the status; the job mails the one it finds.
const statusPayload = z.object({
  applicationId: z.uuid(),
  status: z.enum(APPLICATION_STATUSES).optional(),
});
const slotPayload = z.object({ slot: z.iso.datetime() });
const digestPayload = z.object({ employerId: z.string(), slot: z.iso.datetime() });
const alertPayload = z.object({ savedSearchId: z.uuid(), slot: z.iso.datetime() });

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/**
 * "4,000–6,000 EUR a month" / "200 000–250 000 RUB в месяц", as the vacancy states it; nothing
 * when it does not state one.
 */
function salaryText(
  vacancy: {
    salaryMin: number | null;
    salaryMax: number | null;
    currency: string;
    salaryPeriod: SalaryPeriod;
  },
  language: Language,
): string {
  if (vacancy.salaryMin === null || vacancy.salaryMax === null) return '';
  const number = new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-US');
  const range =
    vacancy.salaryMin === vacancy.salaryMax
      ? number.format(vacancy.salaryMax)
      : `${number.format(vacancy.salaryMin)}–${number.format(vacancy.salaryMax)}`;
  return fillPlaceholders(emailTexts(language).searchAlert[`salary_${vacancy.salaryPeriod}`], {
    amount: `${range} ${vacancy.currency}`,
  });
}

export function createJobBoardMailJobs(deps: JobBoardMailDeps): {
  kinds: Record<string, JobKind>;
  recurring: RecurringJob[];
} {
  const links = (userId: string, kind: MailKind) =>
    mailFooterLinks({ appUrl: deps.appUrl, secret: deps.secret, userId, kind });
  const applicationsPage = (vacancyId: string) =>
    `${deps.appUrl}/dashboard/vacancies/${vacancyId}/applications`;

  async function sendAlert(payload: Record<string, unknown>, job: JobContext): Promise<void> {
    const { savedSearchId, slot } = alertPayload.parse(payload);
    const until = new Date(slot);
    const due = await deps.savedSearches.findAlerting(savedSearchId);
    // Deleted, paused or alerts turned off since the slot began; or already sent for it.
    if (!due || due.search.checkedUntil >= until) return;
    const search = vacancySearchSchema.safeParse(due.search.query);
    if (!search.success) return;
    // No alert to an address its owner has not confirmed (ADR 0037); the search's place is kept,
    // so the first alert after confirming lists what was posted meanwhile.
    if (!due.user.isConfirmed) return;
    const found = await deps.savedSearches.newMatches({
      savedSearchId,
      search: { ...search.data, sort: 'newest' },
      after: due.search.checkedUntil,
      until,
      limit: ALERT_LIST_MAX,
    });
    if (found.vacancies.length > 0) {
      const language = languageOf(due.user.language);
      const query = new URLSearchParams(due.search.query);
      const mail = searchAlertMail({
        language,
        userName: due.user.name,
        search: {
          name: due.search.name,
          frequency: due.search.frequency,
          link: `${deps.appUrl}/vacancies?${query}`,
        },
        vacancies: found.vacancies.map((vacancy) => ({
          title: vacancy.title,
          company: vacancy.company,
          location: vacancy.location,
          salary: salaryText(vacancy, language),
          link: `${deps.appUrl}/vacancies/${vacancy.id}`,
        })),
        more: found.total - found.vacancies.length,
        dashboardLink: `${deps.appUrl}/dashboard/saved-jobs#alerts`,
        links: links(due.user.id, 'alerts'),
      });
      await deps.mailer.send({ to: due.user.email, ...mail, id: job.id });
    }
    await deps.savedSearches.markSent({
      savedSearchId,
      vacancyIds: found.vacancies.map((vacancy) => vacancy.id),
      until,
    });
  }

  const fanOut =
    (frequency: AlertFrequency): JobKind['handle'] =>
    async (payload) => {
      const { slot } = slotPayload.parse(payload);
      for (const { id } of await deps.savedSearches.listAlerting(frequency)) {
        await deps.enqueue({
          kind: 'search-alert',
          payload: { savedSearchId: id, slot },
          key: `search-alert:${id}@${slot}`,
        });
      }
    };

  return {
    kinds: {
      'application-received': {
        handle: async (payload, job) => {
          const { applicationId } = applicationPayload.parse(payload);
          const data = await deps.preferences.applicationMailData(applicationId);
          if (!data || data.employer.preferences.newApplications !== 'immediately') return;
          if (!data.employer.isConfirmed) return; // ADR 0037: held until the address is confirmed
          const mail = applicationReceivedMail({
            language: languageOf(data.employer.preferences.language),
            employerName: data.employer.name,
            applicant: { name: data.applicant.name, email: data.applicant.email },
            vacancy: data.vacancy,
            coverLetter: data.coverLetter,
            resumeFileName: data.resumeFileName,
            applicationsLink: applicationsPage(data.vacancy.id),
            links: links(data.employer.id, 'applications'),
          });
          await deps.mailer.send({ to: data.employer.email, ...mail, id: job.id });
        },
      },
      // Once a day: one job per employer with applications to digest, so a failure sends
      // nobody's digest twice.
      'application-digest': {
        handle: async (payload) => {
          const { slot } = slotPayload.parse(payload);
          const until = new Date(slot);
          const from = new Date(until.getTime() - DAY_MS);
          for (const digest of await deps.preferences.digests({ from, until })) {
            await deps.enqueue({
              kind: 'application-digest-mail',
              payload: { employerId: digest.employer.id, slot },
              key: `application-digest:${digest.employer.id}@${slot}`,
            });
          }
        },
      },
      'application-digest-mail': {
        handle: async (payload, job) => {
          const { employerId, slot } = digestPayload.parse(payload);
          const until = new Date(slot);
          const from = new Date(until.getTime() - DAY_MS);
          const [digest] = await deps.preferences.digests({ from, until, employerId });
          if (!digest || !digest.employer.isConfirmed) return;
          const mail = applicationDigestMail({
            language: languageOf(digest.employer.preferences.language),
            employerName: digest.employer.name,
            vacancies: digest.vacancies.map((vacancy) => ({
              title: vacancy.title,
              count: vacancy.count,
              link: applicationsPage(vacancy.id),
            })),
            vacanciesLink: `${deps.appUrl}/dashboard/vacancies`,
            links: links(digest.employer.id, 'applications'),
          });
          await deps.mailer.send({ to: digest.employer.email, ...mail, id: job.id });
        },
      },
      'application-status': {
        handle: async (payload, job) => {
          const { applicationId } = statusPayload.parse(payload);
          const data = await deps.preferences.applicationMailData(applicationId);
          // The status it settled on, if the applicant was not told of it already.
          if (!data || data.status === data.statusMailed) return;
          // Held until the applicant confirms the address (ADR 0037): the next change is mailed.
          if (!data.applicant.isConfirmed) return;
          const { status } = data;
          if (!data.applicant.preferences.statusChanges) {
            await deps.preferences.markStatusMailed(applicationId, status);
            return;
          }
          const mail = applicationStatusMail({
            language: languageOf(data.applicant.preferences.language),
            applicantName: data.applicant.name,
            status,
            vacancy: data.vacancy,
            applicationsLink: `${deps.appUrl}/dashboard/applications`,
            practiceLink: `${deps.appUrl}/vacancies/${data.vacancy.id}`,
            boardLink: `${deps.appUrl}/vacancies`,
            links: links(data.applicant.id, 'status'),
          });
          await deps.mailer.send({ to: data.applicant.email, ...mail, id: job.id });
          await deps.preferences.markStatusMailed(applicationId, status);
        },
      },
      'search-alerts-daily': { handle: fanOut('daily') },
      'search-alerts-weekly': { handle: fanOut('weekly') },
      'search-alert': { handle: sendAlert },
    },
    recurring: [
      { kind: 'application-digest', everyMs: DAY_MS },
      { kind: 'search-alerts-daily', everyMs: deps.dailyAlertEveryMs ?? PERIOD_MS.daily },
      { kind: 'search-alerts-weekly', everyMs: PERIOD_MS.weekly },
    ],
  };
}

import { z } from 'zod';
import { LANGUAGES } from '../../../shared/constants';
import type { JobKind, RecurringJob } from '../../jobs/job-runner';
import type { Mailer } from '../../mail/mail';
import { trackerReminderMail } from '../../mail/tracker-templates';
import type { TrackerRepository } from './tracker.repository';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const reminderPayload = z.object({ id: z.string(), userId: z.string(), waitFrom: z.string() });

/**
 * Follow-up reminders (issue 38): every hour the sweep finds the tracked applications that have
 * waited their N days without news and queues one mail each, keyed by the application and the
 * stage change it waits on, so a wait is reminded once however often the sweep runs; a new stage
 * starts a new wait. No reminder goes to an address its owner has not confirmed.
 */
export function createTrackerMailJobs(deps: {
  repository: TrackerRepository;
  mailer: Mailer;
  appUrl: string;
  /** How long a reminder's day is (TRACKER_REMINDER_DAY_MS); a day by default. */
  dayMs?: number;
  enqueue: (job: {
    kind: string;
    payload: Record<string, unknown>;
    key: string;
  }) => Promise<unknown>;
}): { kinds: Record<string, JobKind>; recurring: RecurringJob[] } {
  const dayMs = deps.dayMs ?? DAY_MS;
  return {
    kinds: {
      'tracker-reminders': {
        handle: async (_payload, job) => {
          for (const { item } of await deps.repository.listDueReminders({ now: job.now, dayMs })) {
            const waitFrom = item.stageChangedAt.toISOString();
            await deps.enqueue({
              kind: 'tracker-reminder',
              payload: { id: item.id, userId: item.userId, waitFrom },
              key: `tracker-reminder:${item.id}@${waitFrom}`,
            });
          }
        },
      },
      'tracker-reminder': {
        maxAttempts: 5,
        handle: async (payload, job) => {
          const { id, waitFrom } = reminderPayload.parse(payload);
          const [due] = await deps.repository.listDueReminders({ now: job.now, id, dayMs });
          // Moved on, turned off or deleted since it was queued; or reminded already.
          if (!due || due.item.stageChangedAt.toISOString() !== waitFrom || !due.user.isConfirmed) {
            return;
          }
          const language = LANGUAGES.find((code) => code === due.user.language) ?? 'en';
          const mail = trackerReminderMail({
            language,
            name: due.user.name,
            application: due.item,
            days: due.item.reminderDays ?? 0,
            trackerLink: `${deps.appUrl}/dashboard/applications`,
          });
          await deps.mailer.send({ to: due.user.email, ...mail, id: job.id });
          await deps.repository.markReminded(due.item);
        },
      },
    },
    // Hourly, or each "day" where a staging server makes a day a few seconds.
    recurring: [{ kind: 'tracker-reminders', everyMs: Math.min(HOUR_MS, dayMs) }],
  };
}

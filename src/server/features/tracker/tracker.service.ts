import { createEvent } from 'ics';
import Papa from 'papaparse';
import { STAGE_OF_APPLICATION_STATUS } from '../../../shared/constants';
import type {
  TrackedFields,
  TrackedPatch,
  TrackerItem,
  TrackerSent,
} from '../../../shared/schemas/tracker';
import type { Logger } from '../../logger';
import type { ObjectStorage } from '../../storage/storage';
import { TRACKER_CSV_COLUMNS, TRACKER_LIMITS } from '../../../shared/schemas/tracker';
import { AppError } from '../../app-error';
import type { BoardApplicationRow, TrackedRow, TrackerRepository } from './tracker.repository';

export interface TrackerDeps {
  repository: TrackerRepository;
  now: () => Date;
  appUrl: string;
  storage: ObjectStorage;
  logger: Logger;
  /** A Resume Builder resume's file as it is now (another user's id: "Resume not found"). */
  readResume: (options: {
    userId: string;
    resumeId: string;
    file: 'tailored' | 'original';
  }) => Promise<{ bytes: Uint8Array; fileName: string; contentType: string }>;
}

const INTERVIEW_MINUTES = 60;

function fromTracked(row: TrackedRow): TrackerItem & { updatedAt: Date } {
  return {
    id: row.id,
    source: 'tracker',
    title: row.title,
    company: row.company,
    location: row.location,
    pay: row.pay,
    url: row.url,
    posting: row.posting,
    notes: row.notes,
    stage: row.stage,
    stageChangedAt: row.stageChangedAt.toISOString(),
    interviewAt: row.interviewAt?.toISOString() ?? null,
    reminderDays: row.reminderDays,
    createdAt: row.createdAt.toISOString(),
    vacancyId: null,
    coverLetter: row.coverLetter,
    sentResume:
      row.sentResumeKey && row.sentResumeName
        ? { fileName: row.sentResumeName, resumeId: row.sentResumeId }
        : null,
    updatedAt: row.updatedAt,
  };
}

function fromBoard(row: BoardApplicationRow): TrackerItem & { updatedAt: Date } {
  return {
    id: row.id,
    source: 'board',
    title: row.title,
    company: row.company,
    location: '',
    pay: '',
    url: '',
    posting: '',
    notes: '',
    stage: STAGE_OF_APPLICATION_STATUS[row.status],
    stageChangedAt: row.updatedAt.toISOString(),
    interviewAt: null,
    reminderDays: null,
    createdAt: row.appliedAt.toISOString(),
    vacancyId: row.vacancyId,
    // What was sent on the board is shown with the board's application, below the tracker.
    coverLetter: '',
    sentResume: null,
    updatedAt: row.updatedAt,
  };
}

/** Every application of the seeker: their own and those made on the board, latest news first. */
export async function listTracker(deps: TrackerDeps, userId: string): Promise<TrackerItem[]> {
  const [own, board] = await Promise.all([
    deps.repository.listOwned(userId),
    deps.repository.listBoardApplications(userId),
  ]);
  return [...own.map(fromTracked), ...board.map(fromBoard)]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
    .map(({ updatedAt: _updatedAt, ...item }) => item);
}

export async function addTracked(
  deps: TrackerDeps,
  options: { userId: string; fields: TrackedFields },
): Promise<TrackerItem> {
  if ((await deps.repository.countOwned(options.userId)) >= TRACKER_LIMITS.items) {
    throw new AppError('tracker_full');
  }
  const row = await deps.repository.create(options.userId, { ...options.fields, now: deps.now() });
  const { updatedAt: _updatedAt, ...item } = fromTracked(row);
  return item;
}

/** Adds every row of an import, or none (the limit on tracked applications counts them all). */
export async function importTracked(
  deps: TrackerDeps,
  options: { userId: string; rows: readonly TrackedFields[] },
): Promise<number> {
  const held = await deps.repository.countOwned(options.userId);
  if (held + options.rows.length > TRACKER_LIMITS.items) throw new AppError('tracker_full');
  return deps.repository.createMany(options.userId, { rows: options.rows, now: deps.now() });
}

/**
 * Every application as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet apps read
 * Cyrillic), the board's too; a cell a spreadsheet would run as a formula is quoted as text.
 */
export async function exportTrackerCsv(deps: TrackerDeps, userId: string): Promise<string> {
  const items = await listTracker(deps, userId);
  const csv = Papa.unparse(
    {
      fields: [...TRACKER_CSV_COLUMNS, 'source', 'createdAt'],
      data: items.map((item) => [
        ...TRACKER_CSV_COLUMNS.map((column) => item[column] ?? ''),
        item.source,
        item.createdAt,
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}

/** Another seeker's id, or none, is "Application not found"; a board application says why not. */
async function missing(deps: TrackerDeps, options: { userId: string; id: string }) {
  const board = await deps.repository.listBoardApplications(options.userId);
  return new AppError(
    board.some((row) => row.id === options.id) ? 'tracker_board_item' : 'tracker_not_found',
  );
}

/** Throws as `missing` unless the application is the seeker's own: before any write is counted. */
export async function assertOwned(
  deps: TrackerDeps,
  options: { userId: string; id: string },
): Promise<void> {
  if (!(await deps.repository.findOwned(options.userId, options.id))) {
    throw await missing(deps, options);
  }
}

export async function updateTracked(
  deps: TrackerDeps,
  options: { userId: string; id: string; patch: TrackedPatch },
): Promise<TrackerItem> {
  const row = await deps.repository.updateOwned(options.userId, {
    id: options.id,
    patch: options.patch,
    now: deps.now(),
  });
  if (!row) throw await missing(deps, options);
  const { updatedAt: _updatedAt, ...item } = fromTracked(row);
  return item;
}

export async function deleteTracked(
  deps: TrackerDeps,
  options: { userId: string; id: string },
): Promise<void> {
  const deleted = await deps.repository.deleteOwned(options.userId, options.id);
  if (!deleted) throw await missing(deps, options);
  await forgetFiles(deps, deleted.sentResumeKey ? [deleted.sentResumeKey] : []);
}

export async function deleteAllTracked(deps: TrackerDeps, userId: string): Promise<number> {
  const { count, sentResumeKeys } = await deps.repository.deleteAllOwned(userId);
  await forgetFiles(deps, sentResumeKeys);
  return count;
}

/** Removes kept copies no row points to any more; a failure is logged, never the user's error. */
async function forgetFiles(deps: TrackerDeps, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn(
        { err: { message: (error as Error).message }, key },
        'could not delete a file',
      );
    }
  }
}

/**
 * Keeps what was sent with an application: the cover letter, and a copy of the chosen Resume
 * Builder resume as it is now. The copy is stored before the row points to it, and removed again
 * if the row cannot be written, so no half-done write is left.
 */
export async function keepSent(
  deps: TrackerDeps,
  options: { userId: string; id: string; sent: TrackerSent },
): Promise<TrackerItem> {
  const { userId, id, sent } = options;
  const owned = await deps.repository.findOwned(userId, id);
  if (!owned) throw await missing(deps, options);
  let resume: { key: string; name: string; type: string; sourceId: string } | null = null;
  if (sent.resumeId) {
    const file = await deps.readResume({ userId, resumeId: sent.resumeId, file: sent.file });
    const safeName = file.fileName.replace(/[^\p{L}\p{N}._-]+/gu, '-').slice(0, 120) || 'resume';
    const key = `tracker/${userId}/${id}/${deps.now().getTime()}-${safeName}`;
    await deps.storage.put(key, { body: file.bytes, contentType: file.contentType });
    resume = { key, name: file.fileName, type: file.contentType, sourceId: sent.resumeId };
  }
  let kept: { replacedKey: string | null } | null;
  try {
    kept = await deps.repository.setSent(userId, {
      id,
      coverLetter: sent.coverLetter,
      resume,
      now: deps.now(),
    });
  } catch (error) {
    await forgetFiles(deps, resume ? [resume.key] : []);
    throw error;
  }
  if (!kept) {
    await forgetFiles(deps, resume ? [resume.key] : []);
    throw await missing(deps, options);
  }
  await forgetFiles(deps, kept.replacedKey ? [kept.replacedKey] : []);
  const row = await deps.repository.findOwned(userId, id);
  if (!row) throw await missing(deps, options);
  const { updatedAt: _updatedAt, ...item } = fromTracked(row);
  return item;
}

/** The kept copy of the resume sent with the application. */
export async function openSentResume(deps: TrackerDeps, options: { userId: string; id: string }) {
  const row = await deps.repository.findOwned(options.userId, options.id);
  if (!row) throw await missing(deps, options);
  if (!row.sentResumeKey) throw new AppError('resume_not_found');
  const object = await deps.storage.get(row.sentResumeKey);
  return {
    body: object.body,
    fileName: row.sentResumeName ?? 'resume.pdf',
    contentType: row.sentResumeType ?? 'application/pdf',
  };
}

/** The interview as an iCalendar event (RFC 5545), for any calendar app. */
export async function interviewCalendar(
  deps: TrackerDeps,
  options: { userId: string; id: string },
): Promise<{ fileName: string; body: string }> {
  const row = await deps.repository.findOwned(options.userId, options.id);
  if (!row) throw await missing(deps, options);
  if (!row.interviewAt) throw new AppError('tracker_no_interview');
  const at = row.interviewAt;
  const { error, value } = createEvent({
    uid: `${row.id}@hireready`,
    title: [row.title, row.company].filter(Boolean).join(' — '),
    start: [
      at.getUTCFullYear(),
      at.getUTCMonth() + 1,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: INTERVIEW_MINUTES },
    description: [row.notes, row.url].filter(Boolean).join('\n\n'),
    ...(row.location ? { location: row.location } : {}),
    url: row.url || `${deps.appUrl}/dashboard/applications`,
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be made');
  return { fileName: 'interview.ics', body: value };
}

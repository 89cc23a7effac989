import type {
  MatchReport,
  ResumeReading,
  TailoringReport,
} from '../../../../shared/schemas/resumes';
import { jsonResponse, sessionUser } from '../../../testing/render-app';
import type { ResumeDetail } from '../api/get-resume';
import type { ResumeListItem } from '../api/list-resumes';

export const SIGNED_IN = {
  'GET /api/session': () => jsonResponse({ user: sessionUser({ name: 'Anna' }) }),
};

export function listItem(overrides: Partial<ResumeListItem> = {}): ResumeListItem {
  return {
    id: 'r1',
    fileName: 'anna-smith.pdf',
    status: 'optimized',
    createdAt: '2025-03-09T10:00:00.000Z',
    scoreBefore: 54,
    scoreAfter: 71,
    mode: 'offline',
    hasOriginal: true,
    formats: ['pdf', 'docx', 'txt'],
    ...overrides,
  };
}

/** A match report as the offline engine writes one for a backend job. */
export function matchReport(overrides: Partial<MatchReport> = {}): MatchReport {
  return {
    score: 54,
    keywordScore: 50,
    atsScore: 70,
    matched: [
      {
        label: 'TypeScript',
        ruLabel: null,
        kind: 'hard_skill',
        level: 'required',
        foundIn: [
          { section: 'skills', title: 'SKILLS' },
          { section: 'summary', title: null },
        ],
      },
    ],
    shownElsewhere: [
      {
        label: 'Kafka',
        ruLabel: null,
        kind: 'tool',
        level: 'required',
        foundIn: [{ section: 'projects', title: 'PROJECTS' }],
      },
    ],
    notInResume: [
      { label: 'Terraform', ruLabel: null, kind: 'tool', level: 'required', foundIn: [] },
    ],
    notFoundAsWritten: [
      {
        label: 'teamwork',
        ruLabel: 'командная работа',
        kind: 'soft_skill',
        level: 'preferred',
        foundIn: [],
      },
    ],
    atsChecks: [
      { id: 'contact_details', status: 'warn', details: { missing: ['phone'] } },
      { id: 'standard_headings', status: 'pass', details: { found: ['experience'], missing: [] } },
      { id: 'dates', status: 'pass', details: { entries: 2, withDates: 2, withoutDates: [] } },
      { id: 'length', status: 'warn', details: { pages: 1, words: 150 } },
      { id: 'bullets_with_numbers', status: 'warn', details: { bullets: 10, withNumbers: 2 } },
      { id: 'layout', status: 'warn', details: { twoColumnPages: 1, pagesWithoutText: 0 } },
    ],
    ...overrides,
  };
}

export function tailoringReport(overrides: Partial<TailoringReport> = {}): TailoringReport {
  return {
    before: matchReport(),
    after: matchReport({ score: 71, keywordScore: 70, atsScore: 75 }),
    changes: [
      {
        kind: 'skills_reordered',
        sectionTitle: 'SKILLS',
        before: ['Git', 'TypeScript'],
        after: ['TypeScript', 'Git'],
      },
      {
        kind: 'bullets_reordered',
        sectionTitle: 'EXPERIENCE',
        entry: 'Senior Backend Developer, Monzo',
        before: ['Wrote the onboarding guide', 'Cut p95 latency by 40%'],
        after: ['Cut p95 latency by 40%', 'Wrote the onboarding guide'],
      },
    ],
    missing: [],
    ...overrides,
  };
}

export function detail(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    ...listItem(),
    jobDescription: 'Backend developer: TypeScript, Kafka, teamwork.',
    report: tailoringReport(),
    ...overrides,
  };
}

/** A file as the browser hands it over from the file picker. */
export function pdfFile(options: { name?: string; type?: string; size?: number } = {}): File {
  const bytes = new Uint8Array(options.size ?? 2048);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], options.name ?? 'anna-smith.pdf', {
    type: options.type ?? 'application/pdf',
  });
}

/** What the server reads from Anna's PDF: the fields to check, one job without dates. */
export function reading(overrides: Partial<ResumeReading> = {}): ResumeReading {
  return {
    fields: {
      language: 'en',
      name: '',
      headline: 'Backend Developer',
      contactItems: ['anna.smith@example.com', 'London, UK'],
      sections: [
        {
          kind: 'experience',
          title: 'Experience',
          blocks: [
            { kind: 'text', text: 'Senior Backend Developer, Monzo', aside: 'Jan 2021 - Present' },
            { kind: 'bullet', text: 'Cut p95 latency by 40% with PostgreSQL indexes', aside: '' },
            { kind: 'text', text: 'Backend Developer, Wise', aside: '' },
            { kind: 'bullet', text: 'Built REST APIs for 2 million customers', aside: '' },
          ],
        },
        {
          kind: 'skills',
          title: 'Skills',
          blocks: [{ kind: 'text', text: 'TypeScript, Node.js, PostgreSQL', aside: '' }],
        },
      ],
    },
    unsure: [
      { code: 'name_missing', section: null, block: null },
      { code: 'entry_without_dates', section: 0, block: 2 },
    ],
    source: 'file',
    savedAt: null,
    ...overrides,
  };
}

export const READ = {
  'POST /api/resumes/read': () => jsonResponse({ reading: reading() }),
};

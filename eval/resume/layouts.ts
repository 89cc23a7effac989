// `npm run eval:resume-layouts`: the Resume Builder on resumes made the ways people make them
// (eval/resume/layout-corpus.ts): each resume of eval/resume/layouts in three layouts, read like
// an upload and checked field by field against its truth (name, contacts, every job's employer,
// dates and bullets, skills, currency signs); matched against its fitting and its unrelated
// posting (the score, and every requirement the truth says the resume shows but the report calls
// missing); two generic sentences added to its summary; and tailored offline (whether the file
// is kept, and which formats are offered). `-- --print` prints the sidebar PDFs with Chromium
// first (they are committed, so the eval itself needs no browser). Writes layouts-report.md;
// `-- --record` also writes layouts-figures.json, and `-- --check` (in CI) fails when a figure
// there got worse. `RESUME_LAYOUTS=eval/resume/layouts-heldout npm run eval:resume-layouts --
// --print` reads a held-out panel of the same files instead (report in its folder, no figures).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_HEADLESS_FLAGS, findChromium } from '../../scripts/find-chromium.mjs';
import { analyseResume } from '../../src/server/features/resumes/analysis/analyse-resume';
import { getDocumentText } from '../../src/server/features/resumes/analysis/document-text';
import { listEntries } from '../../src/server/features/resumes/analysis/entries';
import type { ResumeDocument } from '../../src/server/features/resumes/analysis/resume-model';
import { extractResumeText } from '../../src/server/features/resumes/extraction/extract-resume-text';
import { readDocxText } from '../../src/server/features/resumes/extraction/docx-text';
import { extractJobKeywords } from '../../src/server/features/resumes/job/job-keywords';
import { buildMatchReport } from '../../src/server/features/resumes/matching/match-report';
import { readDegreeRequirement } from '../../src/server/features/resumes/job/degree-requirement';
import { checkOtherFormats } from '../../src/server/features/resumes/rendering/check-formats';
import { tailorResumeOffline } from '../../src/server/features/resumes/resume-engine';
import {
  LAYOUTS,
  LAYOUT_DIR,
  buildLayout,
  loadLayoutResumes,
  printSidebars,
  type LayoutResume,
} from './layout-corpus';

const norm = (value: string) =>
  value.toLowerCase().replaceAll('ё', 'е').replace(/[—–]/g, '-').replace(/\s+/g, ' ').trim();
const digits = (value: string) => value.replace(/\D/g, '');
const SIGNS = /[\p{Sc}%№]/gu;

function countSigns(value: string): number {
  return value.match(SIGNS)?.length ?? 0;
}

interface FieldCheck {
  fields: number;
  kept: number;
  lost: string[];
}

/** Every field of the truth the reading keeps, and the ones it loses. */
function checkFields(item: LayoutResume, document: ResumeDocument): FieldCheck {
  const { resume } = item;
  const lost: string[] = [];
  let fields = 0;
  const check = (label: string, ok: boolean) => {
    fields += 1;
    if (!ok) lost.push(label);
  };
  check('name', norm(document.contact.name ?? '').startsWith(norm(resume.name)));
  check('email', document.contact.emails.includes(resume.contacts.email));
  check(
    'phone',
    document.contact.phones.some((phone) => digits(phone) === digits(resume.contacts.phone)),
  );
  const experience = document.sections.filter((section) => section.kind === 'experience');
  const entries = experience.flatMap(listEntries);
  const bullets = new Set(
    experience.flatMap((section) =>
      section.blocks.filter((block) => block.kind === 'bullet').map((block) => norm(block.text)),
    ),
  );
  // Two jobs at one employer are two entries: each job is matched to the first entry not yet
  // taken, in the resume's order.
  const taken = new Set<(typeof entries)[number]>();
  for (const job of resume.experience) {
    const entry = entries.find(
      (candidate) =>
        !taken.has(candidate) &&
        norm(candidate.header.map((block) => block.text).join(' ')).includes(norm(job.employer)),
    );
    if (entry) taken.add(entry);
    check(`job "${job.employer}"`, entry !== undefined);
    const header = norm(entry?.header.map((block) => block.text).join(' ') ?? '');
    check(`dates of "${job.employer}"`, header.includes(norm(job.start)));
    for (const text of job.bullets)
      check(`bullet "${text.slice(0, 30)}…"`, bullets.has(norm(text)));
  }
  const all = norm(getDocumentText(document));
  for (const skill of resume.skills) check(`skill "${skill}"`, all.includes(norm(skill)));
  const truthText = [resume.summary ?? '', ...resume.experience.flatMap((job) => job.bullets)].join(
    '\n',
  );
  check('currency and other signs', countSigns(getDocumentText(document)) >= countSigns(truthText));
  return { fields, kept: fields - lost.length, lost };
}

/** Requirements the truth says the resume shows that the report calls missing. */
function falseMissing(
  posting: LayoutResume['postings'][number],
  report: ReturnType<typeof buildMatchReport>,
  keywords: ReturnType<typeof extractJobKeywords>,
  list: 'notInResume' | 'notFoundAsWritten' = 'notInResume',
): string[] {
  const shown = [...posting.mustHaves, ...posting.niceToHaves].filter((term) => term.shownInResume);
  // A degree the truth says the resume shows, which the education check says it does not.
  const degreeShown = [...posting.mustHaves, ...posting.niceToHaves].some(
    (term) => term.shownInResume && DEGREE_TERM.test(term.term),
  );
  const degreeWarned = report.atsChecks.some(
    (check) => check.id === 'education' && check.status !== 'pass',
  );
  const missingLabels = new Set((report[list] ?? []).map((keyword) => keyword.label));
  return keywords
    .filter((keyword) => missingLabels.has(keyword.label))
    .filter((keyword) =>
      shown.some(
        (term) =>
          keyword.isFoundIn(term.term) ||
          norm(term.term).includes(norm(keyword.label)) ||
          // Evidence quoted from two places of the resume is joined by " … ".
          (term.evidence !== null &&
            term.evidence.split(' … ').some((part) => keyword.isFoundIn(part))),
      ),
    )
    .map((keyword) => keyword.label)
    .concat(list === 'notInResume' && degreeShown && degreeWarned ? ['(education check)'] : []);
}

const DEGREE_TERM = /degree|bachelor|PharmD|BS |образовани/iu;

const GENERIC = {
  en: 'Strong communication and project management skills. Team player with attention to detail.',
  ru: 'Коммуникабельный, ответственный, умею работать в команде. Внимателен к деталям.',
};

function withGenericSentences(document: ResumeDocument, language: 'en' | 'ru'): ResumeDocument {
  const summary = document.sections.find((section) => section.kind === 'summary');
  const block = { kind: 'text' as const, text: GENERIC[language] };
  if (summary) {
    return {
      ...document,
      sections: document.sections.map((section) =>
        section === summary ? { ...section, blocks: [...section.blocks, block] } : section,
      ),
    };
  }
  return {
    ...document,
    sections: [
      ...document.sections.slice(0, 1),
      { kind: 'summary', title: language === 'ru' ? 'О себе' : 'Summary', blocks: [block] },
      ...document.sections.slice(1),
    ] as ResumeDocument['sections'],
  };
}

async function main() {
  if (process.argv.includes('--print')) {
    printSidebars(findChromium(), CHROMIUM_HEADLESS_FLAGS);
  }
  const rows = [
    '| resume | layout | fields kept | lost | fit | unrelated | false missing | +2 generic sentences | tailored | formats not offered |',
    '|---|---|---:|---|---:|---:|---|---:|---|---|',
  ];
  const totals = {
    fields: 0,
    kept: 0,
    pairs: 0,
    falseMissing: 0,
    conceptsListed: 0,
    conceptsShown: 0,
    fitBelow: [] as string[],
    unrelatedAbove: [] as string[],
    genericAbove: [] as string[],
    crashes: [] as string[],
    keptOriginal: 0,
    formatsDropped: 0,
  };
  for (const item of loadLayoutResumes()) {
    for (const layout of LAYOUTS) {
      const label = `${item.id} ${layout}`;
      try {
        const file = await buildLayout(item, layout);
        const read = () =>
          file.kind === 'pdf' ? extractResumeText(file.bytes) : readDocxText(file.bytes);
        const document = analyseResume(await read());
        const fields = checkFields(item, document);
        totals.fields += fields.fields;
        totals.kept += fields.kept;
        const fitting = item.postings.find((posting) => posting.kind === 'fitting')!;
        const unrelated = item.postings.find((posting) => posting.kind === 'unrelated')!;
        const fitKeywords = extractJobKeywords(fitting.text, fitting.jobTitle);
        const fitDegree = readDegreeRequirement(fitting.text);
        const fit = buildMatchReport({ document, keywords: fitKeywords, degree: fitDegree });
        const otherKeywords = extractJobKeywords(unrelated.text, unrelated.jobTitle);
        const other = buildMatchReport({
          document,
          keywords: otherKeywords,
          degree: readDegreeRequirement(unrelated.text),
        });
        const wrong = [
          ...falseMissing(fitting, fit, fitKeywords),
          ...falseMissing(unrelated, other, otherKeywords),
        ];
        totals.pairs += 2;
        totals.falseMissing += wrong.length;
        // Concepts listed as "not found in these words" (never called missing) that the resume
        // does show in words of its own: the price of not calling them missing.
        totals.conceptsShown +=
          falseMissing(fitting, fit, fitKeywords, 'notFoundAsWritten').length +
          falseMissing(unrelated, other, otherKeywords, 'notFoundAsWritten').length;
        totals.conceptsListed +=
          (fit.notFoundAsWritten ?? []).length + (other.notFoundAsWritten ?? []).length;
        const generic = buildMatchReport({
          document: withGenericSentences(document, item.language),
          keywords: fitKeywords,
          degree: fitDegree,
        });
        const genericDelta = generic.score - fit.score;
        if (fit.score < 70) totals.fitBelow.push(`${label} ${fit.score}`);
        if (other.score > 30) totals.unrelatedAbove.push(`${label} ${other.score}`);
        if (Math.abs(genericDelta) > 5) totals.genericAbove.push(`${label} ${genericDelta}`);
        const tailored = await tailorResumeOffline({
          file: { bytes: file.bytes, kind: file.kind },
          jobDescription: fitting.text,
          read,
        });
        const keptOriginal = tailored.worseBecause.length > 0;
        if (keptOriginal) totals.keptOriginal += 1;
        const formats = keptOriginal ? null : await checkOtherFormats(tailored.tailored.document);
        totals.formatsDropped += formats?.unavailable.length ?? 0;
        rows.push(
          `| ${item.id} | ${layout} | ${fields.kept}/${fields.fields} | ${fields.lost.slice(0, 4).join('; ') || '—'}${fields.lost.length > 4 ? ` (+${fields.lost.length - 4})` : ''} | ${fit.score} | ${other.score} | ${wrong.join(', ') || '—'} | ${genericDelta >= 0 ? '+' : ''}${genericDelta} | ${keptOriginal ? `original kept (${tailored.worseBecause.join(', ')})` : `${tailored.reportBefore.score} → ${tailored.reportAfter.score}`} | ${formats?.unavailable.join(', ') || '—'} |`,
        );
      } catch (error) {
        totals.crashes.push(`${label}: ${(error as Error).message}`);
        rows.push(`| ${item.id} | ${layout} | crash | ${(error as Error).message} | | | | | | |`);
      }
    }
  }
  const summary = [
    `Fields kept: ${totals.kept} of ${totals.fields} (${((100 * totals.kept) / totals.fields).toFixed(1)} %).`,
    `False "missing": ${totals.falseMissing} over ${totals.pairs} resume–posting pairs.`,
    `Concepts listed as "not found in these words" (never called missing): ${totals.conceptsListed}, of which the resume shows in other words: ${totals.conceptsShown}.`,
    `Fitting pairs below 70: ${totals.fitBelow.length} (${totals.fitBelow.join(', ') || 'none'}).`,
    `Unrelated pairs above 30: ${totals.unrelatedAbove.length} (${totals.unrelatedAbove.join(', ') || 'none'}).`,
    `Two generic sentences moving the score by more than 5: ${totals.genericAbove.length} (${totals.genericAbove.join(', ') || 'none'}).`,
    `Tailoring kept the original (its own version would have been worse): ${totals.keptOriginal}; Word or text versions not offered: ${totals.formatsDropped}.`,
    `Crashes: ${totals.crashes.length}${totals.crashes.length ? ` (${totals.crashes.join('; ')})` : ''}.`,
  ];
  const report = [
    '# The Resume Builder on resumes laid out the ways people make them',
    '',
    'Generated by `npm run eval:resume-layouts` (eval/resume/layouts.ts).',
    '',
    ...rows,
    '',
    ...summary.map((line) => `- ${line}`),
    '',
  ].join('\n');
  console.log(rows.join('\n'));
  console.log(summary.join('\n'));
  const figures: Figures = {
    fieldsKept: totals.kept,
    fields: totals.fields,
    falseMissing: totals.falseMissing,
    fitBelow70: totals.fitBelow.length,
    unrelatedAbove30: totals.unrelatedAbove.length,
    genericAbove5: totals.genericAbove.length,
    keptOriginal: totals.keptOriginal,
    crashes: totals.crashes.length,
  };
  if (process.argv.includes('--check')) {
    const recorded = JSON.parse(readFileSync(FIGURES_FILE, 'utf8')) as Figures;
    const worse = findRegressions(recorded, figures);
    if (worse.length > 0) {
      console.log(
        `\nRegressed against ${FIGURES_FILE}:\n${worse.map((line) => `- ${line}`).join('\n')}`,
      );
      process.exitCode = 1;
    } else console.log('\nNo recorded figure regressed.');
    return;
  }
  // A held-out panel (RESUME_LAYOUTS) keeps its own report and is never recorded as a gate.
  if (process.env.RESUME_LAYOUTS) {
    writeFileSync(join(LAYOUT_DIR, 'report.md'), report);
    return;
  }
  writeFileSync(join(LAYOUT_DIR, '..', 'layouts-report.md'), report);
  if (process.argv.includes('--record')) {
    writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
  }
}

interface Figures {
  fieldsKept: number;
  fields: number;
  falseMissing: number;
  fitBelow70: number;
  unrelatedAbove30: number;
  genericAbove5: number;
  keptOriginal: number;
  crashes: number;
}

const FIGURES_FILE = join(LAYOUT_DIR, '..', 'layouts-figures.json');

/** What got worse: fewer fields kept, or more of anything the targets want at zero. */
function findRegressions(then: Figures, now: Figures): string[] {
  const worse: string[] = [];
  if (now.fieldsKept < then.fieldsKept)
    worse.push(`fields kept ${now.fieldsKept} < ${then.fieldsKept}`);
  for (const key of [
    'falseMissing',
    'fitBelow70',
    'unrelatedAbove30',
    'genericAbove5',
    'keptOriginal',
    'crashes',
  ] as const) {
    if (now[key] > then[key]) worse.push(`${key} ${now[key]} > ${then[key]}`);
  }
  return worse;
}

await main();

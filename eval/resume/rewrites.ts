// `npm run eval:resume-rewrites`: what a model's rewrites of resume lines keep (issue 33, "model
// edits that add nothing"). A helper session that had not read the filter played two models on
// twelve held-out resumes (eval/resume/rewrites/): an honest one that only rephrases a line or the
// summary, and a careless one that rewords it and adds something the line does not say (a duty, a
// tool, a figure, a result, a scope, a soft claim with no figure or name). Each rewrite is offered
// to the filter as a model's proposal for that line of the resume as the reader read it
// (filterTruthfulEdits): an invented one must be dropped (target: none kept), an honest one is
// better kept (reported: how many the filter drops, the price of precision).
//   --record  writes the figures to rewrites-figures.json
//   --check   fails when more invented rewrites are kept, or fewer honest ones, than recorded
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseResume } from '../../src/server/features/resumes/analysis/analyse-resume';
import { listEntries } from '../../src/server/features/resumes/analysis/entries';
import type { ResumeDocument } from '../../src/server/features/resumes/analysis/resume-model';
import { readDocxText } from '../../src/server/features/resumes/extraction/docx-text';
import { filterTruthfulEdits } from '../../src/server/features/resumes/tailoring/filter-truthful-edits';
import type { TailoringProposal } from '../../src/server/features/resumes/tailoring/tailoring-proposal';
import { buildLayout, loadLayoutResumes, type LayoutResume } from './layout-corpus';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const REWRITES = join(HERE, 'rewrites');
const PANELS = ['layouts-heldout-5', 'layouts-heldout-6', 'layouts-heldout-7'];
/**
 * The resumes the filter's rules may be changed from; the other six were set aside when the corpus
 * came in (after its first read, `rewrites/first-read.md`) and are only reported.
 */
const TRAIN = new Set([
  'en-911-dispatcher',
  'en-claims-adjuster',
  'en-hvac-technician',
  'ru-bortprovodnik',
  'ru-glavnyy-agronom',
  'ru-mashinist-bashennogo-krana',
]);

interface Invented {
  text: string;
  adds: string;
}
interface Rewrites {
  id: string;
  language: 'en' | 'ru';
  summary: { source: string | null; honest: string[]; invented: Invented[] } | null;
  bullets: { source: string; honest: string[]; invented: Invented[] }[];
}

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Where a bullet stands in the resume as read: its entry and its place among the entry's bullets. */
function findBullet(
  document: ResumeDocument,
  source: string,
): { entry: number; from: number } | null {
  const entries = document.sections
    .filter((section) => section.kind === 'experience')
    .flatMap(listEntries);
  for (const [entry, item] of entries.entries()) {
    const bullets = item.details.filter((block) => block.kind === 'bullet');
    const from = bullets.findIndex((block) => norm(block.text) === norm(source));
    if (from !== -1) return { entry, from };
  }
  return null;
}

/** Whether the filter keeps this rewrite of the line, offered alone as a model's proposal. */
function keeps(document: ResumeDocument, proposal: TailoringProposal): boolean {
  const { accepted } = filterTruthfulEdits({ original: document, proposal });
  return accepted.summary !== null || accepted.experience.some((entry) => entry.bullets.length > 0);
}

const resumes = new Map<string, LayoutResume>(
  PANELS.flatMap((panel) => loadLayoutResumes(join(HERE, panel))).map((item) => [item.id, item]),
);
const totals = { honest: 0, honestKept: 0, invented: 0, inventedKept: 0, notFound: 0 };
const parts = {
  train: { honest: 0, honestKept: 0, invented: 0, inventedKept: 0 },
  test: { honest: 0, honestKept: 0, invented: 0, inventedKept: 0 },
};
const kept: string[] = [];
const dropped: string[] = [];
const rows: string[] = [];
for (const file of readdirSync(REWRITES)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const rewrites = JSON.parse(readFileSync(join(REWRITES, file), 'utf8')) as Rewrites;
  const item = resumes.get(rewrites.id);
  if (!item) throw new Error(`${file}: no resume ${rewrites.id} in ${PANELS.join(', ')}`);
  const layout = await buildLayout(item, 'word-plain');
  const document = analyseResume(await readDocxText(layout.bytes));
  const row = { honest: 0, honestKept: 0, invented: 0, inventedKept: 0 };
  const offer = (proposal: TailoringProposal, text: string, honest: boolean, adds = '') => {
    const isKept = keeps(document, proposal);
    if (honest) {
      row.honest += 1;
      if (isKept) row.honestKept += 1;
      else dropped.push(`${rewrites.id}: ${text}`);
    } else {
      row.invented += 1;
      if (isKept) {
        row.inventedKept += 1;
        kept.push(`${rewrites.id}: ${text} (adds ${adds})`);
      }
    }
  };
  if (rewrites.summary?.source) {
    for (const text of rewrites.summary.honest)
      offer({ summary: text, experience: [], skills: [] }, text, true);
    for (const invented of rewrites.summary.invented)
      offer(
        { summary: invented.text, experience: [], skills: [] },
        invented.text,
        false,
        invented.adds,
      );
  }
  for (const bullet of rewrites.bullets) {
    const place = findBullet(document, bullet.source);
    if (!place) {
      totals.notFound += 1;
      continue;
    }
    const proposal = (text: string): TailoringProposal => ({
      summary: null,
      experience: [{ entryIndex: place.entry, bullets: [{ from: place.from, text }] }],
      skills: [],
    });
    for (const text of bullet.honest) offer(proposal(text), text, true);
    for (const invented of bullet.invented)
      offer(proposal(invented.text), invented.text, false, invented.adds);
  }
  const part = parts[TRAIN.has(rewrites.id) ? 'train' : 'test'];
  part.honest += row.honest;
  part.honestKept += row.honestKept;
  part.invented += row.invented;
  part.inventedKept += row.inventedKept;
  totals.honest += row.honest;
  totals.honestKept += row.honestKept;
  totals.invented += row.invented;
  totals.inventedKept += row.inventedKept;
  rows.push(
    `| ${rewrites.id}${TRAIN.has(rewrites.id) ? '' : ' (test)'} | ${row.inventedKept} of ${row.invented} | ${row.honestKept} of ${row.honest} |`,
  );
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const report = [
  '# What the filter keeps of a model’s rewrites',
  '',
  'Generated by `npm run eval:resume-rewrites` (eval/resume/rewrites.ts).',
  '',
  '| resume | invented rewrites kept (target 0) | honest rewrites kept |',
  '| --- | --- | --- |',
  ...rows,
  '',
  `- Invented rewrites kept: ${totals.inventedKept} of ${totals.invented} (${percent(totals.inventedKept, totals.invented)}).`,
  `- Honest rewrites kept: ${totals.honestKept} of ${totals.honest} (${percent(totals.honestKept, totals.honest)}); the others leave the person's own line in place.`,
  `- Source lines not found in the resume as read: ${totals.notFound}.`,
  ...(['train', 'test'] as const).map(
    (name) =>
      `- ${name === 'train' ? 'The six resumes rules may be changed from' : 'The six set aside (test)'}: invented kept ${parts[name].inventedKept} of ${parts[name].invented}, honest kept ${parts[name].honestKept} of ${parts[name].honest}.`,
  ),
  '',
  ...(kept.length > 0
    ? ['## Invented rewrites kept', '', ...kept.map((line) => `- ${line}`), '']
    : []),
  '## Honest rewrites dropped',
  '',
  ...dropped.map((line) => `- ${line}`),
  '',
].join('\n');
// A check leaves the committed report as it is (CI runs it on a clean clone).
if (!process.argv.includes('--check')) writeFileSync(join(HERE, 'rewrites-report.md'), report);
console.log(report.split('\n## ')[0]);
const FIGURES = join(HERE, 'rewrites-figures.json');
const figures = { inventedKept: totals.inventedKept, honestKept: totals.honestKept };
if (process.argv.includes('--record'))
  writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
if (process.argv.includes('--check')) {
  const recorded = JSON.parse(readFileSync(FIGURES, 'utf8')) as typeof figures;
  if (figures.inventedKept > recorded.inventedKept || figures.honestKept < recorded.honestKept) {
    console.error(
      `Rewrites: invented kept ${figures.inventedKept} (recorded ${recorded.inventedKept}), honest kept ${figures.honestKept} (recorded ${recorded.honestKept}).`,
    );
    process.exit(1);
  }
  console.log('No recorded figure regressed.');
}

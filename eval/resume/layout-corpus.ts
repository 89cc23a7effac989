// The layout corpus (eval/resume/layouts): resumes written by a helper session that had not read
// the reader, each with its structured truth and two postings (one it fits, one unrelated), built
// here the ways people make resumes: a Word file laid out as a table (hh.ru's own export is one),
// a plain Word file, and a Chromium-printed template with a sidebar and marker-less list bullets.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HeadingLevel, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { buildDocx, packDocx } from '../../src/server/features/resumes/test-docx';

export interface TruthTerm {
  term: string;
  shownInResume: boolean;
  evidence: string | null;
}

export interface LayoutResume {
  id: string;
  /** The panel's folder, where its printed PDFs are kept. */
  folder?: string;
  language: 'en' | 'ru';
  resume: {
    name: string;
    credentials: string | null;
    headline: string | null;
    contacts: { email: string; phone: string; city: string; link: string | null };
    summary: string | null;
    experience: {
      title: string;
      employer: string;
      place: string | null;
      start: string;
      end: string;
      bullets: string[];
    }[];
    education: { degree: string; institution: string; start: string | null; end: string }[];
    skills: string[];
    languages: string[];
  };
  postings: {
    kind: 'fitting' | 'unrelated';
    jobTitle: string;
    text: string;
    mustHaves: TruthTerm[];
    niceToHaves: TruthTerm[];
  }[];
}

export type LayoutKind = 'word-table' | 'word-plain' | 'chromium-sidebar';
export const LAYOUTS: readonly LayoutKind[] = ['word-table', 'word-plain', 'chromium-sidebar'];

/**
 * The corpus read: `layouts/` (worked on), or another folder of the same files named by
 * RESUME_LAYOUTS (a held-out panel, read once and reported as it comes out).
 */
export const LAYOUT_DIR =
  process.env.RESUME_LAYOUTS ?? join(fileURLToPath(new URL('.', import.meta.url)), 'layouts');
const PRINTED_DIR = join(LAYOUT_DIR, 'printed');

/** The resumes of a panel (`RESUME_LAYOUTS`, or the worked corpus), each with the folder it is in. */
export function loadLayoutResumes(folder = LAYOUT_DIR): LayoutResume[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      ...(JSON.parse(readFileSync(join(folder, file), 'utf8')) as LayoutResume),
      folder,
    }));
}

const HEADINGS = {
  en: {
    summary: 'Summary',
    experience: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    contact: 'Contact',
  },
  ru: {
    summary: 'О себе',
    experience: 'Опыт работы',
    education: 'Образование',
    skills: 'Ключевые навыки',
    languages: 'Знание языков',
    contact: 'Контакты',
  },
} as const;

export function fullName(resume: LayoutResume['resume']): string {
  return resume.credentials ? `${resume.name}, ${resume.credentials}` : resume.name;
}

function dates(entry: { start: string | null; end: string }): string {
  return entry.start ? `${entry.start} — ${entry.end}` : entry.end;
}

/** A plain Word file: name, contact line, headings, bold job lines with dates, real bullets. */
async function buildPlainDocx(item: LayoutResume): Promise<Uint8Array> {
  const { resume } = item;
  const h = HEADINGS[item.language];
  const contact = [
    resume.headline,
    resume.contacts.email,
    resume.contacts.phone,
    resume.contacts.city,
    resume.contacts.link,
  ].filter((part): part is string => Boolean(part));
  return buildDocx({
    name: fullName(resume),
    contact: contact.join(' | '),
    sections: [
      ...(resume.summary ? [{ title: h.summary, lines: [{ text: resume.summary }] }] : []),
      {
        title: h.experience,
        lines: resume.experience.flatMap((job) => [
          { text: `${job.title}, ${job.employer}\t${dates(job)}`, bold: true },
          ...job.bullets.map((text) => ({ text, bullet: true })),
        ]),
      },
      {
        title: h.education,
        lines: resume.education.map((entry) => ({
          text: `${entry.degree}, ${entry.institution}\t${dates(entry)}`,
          bold: true,
        })),
      },
      { title: h.skills, lines: [{ text: resume.skills.join(', ') }] },
      ...(resume.languages.length > 0
        ? [{ title: h.languages, lines: [{ text: resume.languages.join(', ') }] }]
        : []),
    ],
  });
}

function cell(paragraphs: Paragraph[], width: number): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.PERCENTAGE },
    children: paragraphs,
  });
}

const text = (value: string, bold = false) =>
  new Paragraph({ children: [new TextRun({ text: value, bold })] });
const bullet = (value: string) =>
  new Paragraph({ children: [new TextRun(value)], numbering: { reference: 'bullets', level: 0 } });

/**
 * A Word file laid out as a table, as hh.ru exports one and as many people build theirs: the
 * name and headline beside the contacts, each job a row with its dates in a narrow left cell and
 * the employer, title and bullets in the right one; in Russian, hh.ru's «Опыт работы — N лет».
 */
async function buildTableDocx(item: LayoutResume): Promise<Uint8Array> {
  const { resume } = item;
  const h = HEADINGS[item.language];
  const years = item.language === 'ru' ? ` — ${resume.experience.length * 3} лет` : '';
  const heading = (value: string) =>
    new Paragraph({ text: value, heading: HeadingLevel.HEADING_1 });
  const children: (Paragraph | Table)[] = [
    new Table({
      rows: [
        new TableRow({
          children: [
            cell(
              [
                text(fullName(resume), true),
                ...(resume.headline ? [text(resume.headline)] : []),
                text(resume.contacts.city),
              ],
              60,
            ),
            cell(
              [
                text(resume.contacts.phone),
                text(resume.contacts.email),
                ...(resume.contacts.link ? [text(resume.contacts.link)] : []),
              ],
              40,
            ),
          ],
        }),
      ],
    }),
  ];
  if (resume.summary) children.push(heading(h.summary), text(resume.summary));
  children.push(
    heading(`${h.experience}${years}`),
    new Table({
      rows: resume.experience.map(
        (job) =>
          new TableRow({
            children: [
              cell([text(dates(job))], 25),
              cell(
                [
                  text(job.employer, true),
                  text(job.place ? `${job.title}, ${job.place}` : job.title),
                  ...job.bullets.map(bullet),
                ],
                75,
              ),
            ],
          }),
      ),
    }),
    heading(h.education),
    ...resume.education.map((entry) =>
      text(`${entry.degree}, ${entry.institution}\t${dates(entry)}`, true),
    ),
    heading(h.skills),
    text(resume.skills.join(', ')),
  );
  if (resume.languages.length > 0)
    children.push(heading(h.languages), text(resume.languages.join(', ')));
  return packDocx(children);
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

/** A two-column template: a shaded sidebar (contacts, skills, languages) beside the main part. */
export function sidebarHtml(item: LayoutResume): string {
  const { resume } = item;
  const h = HEADINGS[item.language];
  const e = escapeHtml;
  const side = [
    `<h2>${e(h.contact)}</h2>`,
    `<p>${e(resume.contacts.phone)}</p><p>${e(resume.contacts.email)}</p><p>${e(resume.contacts.city)}</p>`,
    resume.contacts.link ? `<p>${e(resume.contacts.link)}</p>` : '',
    `<h2>${e(h.skills)}</h2><ul>${resume.skills.map((skill) => `<li>${e(skill)}</li>`).join('')}</ul>`,
    resume.languages.length > 0
      ? `<h2>${e(h.languages)}</h2>${resume.languages.map((language) => `<p>${e(language)}</p>`).join('')}`
      : '',
  ].join('');
  const main = [
    `<h1>${e(fullName(resume))}</h1>`,
    resume.headline ? `<p class="headline">${e(resume.headline)}</p>` : '',
    resume.summary ? `<h2>${e(h.summary)}</h2><p>${e(resume.summary)}</p>` : '',
    `<h2>${e(h.experience)}</h2>`,
    ...resume.experience.map(
      (job) =>
        `<div class="job"><p class="job-head"><b>${e(job.title)}</b>, ${e(job.employer)}<span class="dates">${e(dates(job))}</span></p><ul>${job.bullets.map((b) => `<li>${e(b)}</li>`).join('')}</ul></div>`,
    ),
    `<h2>${e(h.education)}</h2>`,
    ...resume.education.map(
      (entry) =>
        `<p class="job-head"><b>${e(entry.degree)}</b>, ${e(entry.institution)}<span class="dates">${e(dates(entry))}</span></p>`,
    ),
  ].join('');
  return `<!doctype html><html lang="${item.language}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 0; }
body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; color: #222; }
.page { display: grid; grid-template-columns: 62mm 1fr; min-height: 297mm; }
aside { background: #eef2f7; padding: 14mm 6mm; }
main { padding: 14mm 10mm; }
h1 { font-size: 20pt; margin: 0 0 2mm; }
h2 { font-size: 11pt; text-transform: uppercase; margin: 6mm 0 2mm; }
p { margin: 0 0 1.5mm; }
ul { margin: 0 0 2mm; padding-left: 5mm; }
.job-head { display: flex; justify-content: space-between; gap: 4mm; }
.dates { white-space: nowrap; color: #555; }
</style></head><body><div class="page"><aside>${side}</aside><main>${main}</main></div></body></html>`;
}

/** Prints the sidebar template of every resume with Chromium into layouts/printed (run once). */
export function printSidebars(chromium: string, flags: readonly string[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'layouts-'));
  mkdirSync(PRINTED_DIR, { recursive: true });
  for (const item of loadLayoutResumes()) {
    const html = join(dir, `${item.id}.html`);
    writeFileSync(html, sidebarHtml(item));
    execFileSync(
      chromium,
      [
        ...flags,
        '--no-pdf-header-footer',
        `--print-to-pdf=${join(PRINTED_DIR, `${item.id}.pdf`)}`,
        pathToFileURL(html).href,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
  }
}

/** The file of one resume in one layout, and how an upload of it is read. */
export async function buildLayout(
  item: LayoutResume,
  layout: LayoutKind,
): Promise<{ bytes: Uint8Array; kind: 'pdf' | 'docx' }> {
  if (layout === 'word-table') return { bytes: await buildTableDocx(item), kind: 'docx' };
  if (layout === 'word-plain') return { bytes: await buildPlainDocx(item), kind: 'docx' };
  const printed = item.folder === undefined ? PRINTED_DIR : join(item.folder, 'printed');
  return { bytes: new Uint8Array(readFileSync(join(printed, `${item.id}.pdf`))), kind: 'pdf' };
}

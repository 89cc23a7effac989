import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { listEntries } from '../analysis/entries';
import type { ResumeDocument } from '../analysis/resume-model';
import { readDocxText } from '../extraction/docx-text';
import { extractResumeText } from '../extraction/extract-resume-text';
import type { ExtractedText } from '../extraction/text-line';
import { tailorResumeOffline } from '../resume-engine';
import { buildDocx } from '../test-docx';

// Every kind of resume the tests have (TeX, moderncv, Word via Quartz, react-pdf, Chromium with
// <ul> lists and with typed "•" bullets, Chromium in Russian, Word .docx in both languages) is
// tailored offline and its PDF read back: every bullet comes back whole and as a bullet, every
// entry header as a header, and nothing of the structure is lost.

const FIXTURES = join(import.meta.dirname, '../../../../../tests/fixtures/resumes');
const JOB_EN =
  'Requirements:\n- Kubernetes, AWS, Terraform, SLOs, microservices, EKS, PagerDuty\n- Java, Spring Boot, React, TypeScript, Python, SQL, Docker, Git';
const JOB_RU =
  'Требования: внутривенные инъекции, перевязки, асептика и антисептика, медицинская документация, сердечно-лёгочная реанимация, Python, SQL';

/** The bullets outside skills lists (whose items tailoring puts in order of relevance). */
function bullets(document: ResumeDocument): string[] {
  return document.sections
    .filter((section) => section.kind !== 'skills')
    .flatMap((section) => section.blocks)
    .filter((block) => block.kind === 'bullet')
    .map((block) => block.text)
    .sort();
}

function headers(document: ResumeDocument): string[] {
  return document.sections
    .filter((section) => ['experience', 'education', 'projects'].includes(section.kind))
    .flatMap(listEntries)
    .map((entry) => entry.header.map((block) => block.text).join(' / '))
    .sort();
}

async function roundTrip(read: () => Promise<ExtractedText>, jobDescription: string) {
  const result = await tailorResumeOffline({
    file: { bytes: new Uint8Array(), kind: 'pdf' },
    jobDescription,
    read,
  });
  const lines = (await extractResumeText(result.pdf)).lines;
  const reread = analyseResume(await extractResumeText(result.pdf));
  return { result, reread, lines };
}

const pdfs = readdirSync(FIXTURES).filter((file) => file.endsWith('.pdf'));

describe('tailoring keeps the structure of every kind of resume', () => {
  it.each(pdfs)('%s', async (file) => {
    const bytes = readFileSync(join(FIXTURES, file));
    const job = file.endsWith('-ru.pdf') ? JOB_RU : JOB_EN;
    const { result, reread, lines } = await roundTrip(() => extractResumeText(bytes), job);
    expect(result.worseBecause).toEqual([]);
    expect(result.missing).toEqual([]);
    expect(bullets(reread)).toEqual(bullets(result.original));
    expect(headers(reread)).toEqual(headers(result.original));
    // Drawn as the renderer draws them: bullets with a marker in the regular font.
    for (const line of lines.filter((candidate) => candidate.text.startsWith('•')))
      expect(line.fontName).not.toMatch(/bold/i);
  });

  it('reads a Chromium <ul> as bullets and keeps each whole, wrapped lines included', async () => {
    const bytes = readFileSync(join(FIXTURES, 'chromium-ul-en.pdf'));
    const { result, reread } = await roundTrip(() => extractResumeText(bytes), JOB_EN);
    expect(bullets(result.original)).toHaveLength(6);
    expect(bullets(reread)).toContain(
      'Automated PostgreSQL failover with Patroni; failover time reduced from 40 minutes to under 2 minutes across 14 production clusters.',
    );
    expect(result.reportAfter.score).toBeGreaterThan(result.reportBefore.score);
  });

  it('keeps a typed "•" bullet whole when it wraps to the margin', async () => {
    const bytes = readFileSync(join(FIXTURES, 'chromium-typed-bullets-en.pdf'));
    const { reread } = await roundTrip(() => extractResumeText(bytes), JOB_EN);
    expect(bullets(reread)).toContain(
      'Migrated 120 services from self-managed Kubernetes to EKS with Terraform modules and Argo CD, with zero customer-facing downtime.',
    );
    expect(bullets(reread)).toHaveLength(6);
  });

  it.each([
    [
      'en',
      JOB_EN,
      'Site Reliability Engineer, Lumen Payments\t2021 – Present',
      'Cut mean time to recovery from 18 to 7 minutes with runbooks and PagerDuty automation',
    ],
    [
      'ru',
      JOB_RU,
      'Палатная медсестра, ГКБ № 7\t2019 — наст. время',
      'Выполняю назначения врача: внутривенные инъекции и перевязки для 12 пациентов за смену',
    ],
  ] as const)(
    'keeps a Word resume (%s) whole: its entry and bullets',
    async (_, job, header, bullet) => {
      const docx = await buildDocx({
        name: 'Alex Morgan',
        contact: 'alex@example.com | +1 415 555 0134',
        sections: [
          {
            title: job === JOB_RU ? 'Опыт работы' : 'Experience',
            lines: [
              { text: header, bold: true },
              { text: bullet, bullet: true },
              {
                text:
                  job === JOB_RU
                    ? 'Обучила четырёх новых медсестёр'
                    : 'Wrote on-call handbooks for eight engineers',
                bullet: true,
              },
            ],
          },
          { title: job === JOB_RU ? 'Навыки' : 'Skills', lines: [{ text: 'Python, SQL' }] },
        ],
      });
      const { result, reread } = await roundTrip(() => readDocxText(docx), job);
      expect(result.worseBecause).toEqual([]);
      expect(bullets(reread)).toContain(bullet);
      expect(headers(reread).join('\n')).toContain(header.split('\t')[0]);
    },
  );
});

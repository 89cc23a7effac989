// The resume corpus (eval/resume/corpus): one resume per job of the coach corpus, 10 in English
// and 10 in Russian, each built as a Word file the way Word structures one, to read like an upload.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocx } from '../../src/server/features/resumes/test-docx';

export interface CorpusResume {
  id: string;
  jobId: string;
  language: 'en' | 'ru';
  name: string;
  headline: string;
  contact: string;
  sections: {
    title: string;
    lines: { text: string; right?: string; bold?: boolean; bullet?: boolean }[];
  }[];
}

const DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'corpus');

export function loadResumes(): CorpusResume[] {
  return (['en', 'ru'] as const).flatMap((language) =>
    readdirSync(join(DIR, language))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(DIR, language, file), 'utf8')) as CorpusResume),
  );
}

export async function toDocx(resume: CorpusResume): Promise<Uint8Array> {
  return buildDocx({
    name: resume.name,
    contact: [resume.headline, resume.contact].join(' | '),
    sections: resume.sections.map((section) => ({
      title: section.title,
      lines: section.lines.map((line) => ({
        text: line.right ? `${line.text}\t${line.right}` : line.text,
        bold: line.bold,
        bullet: line.bullet,
      })),
    })),
  });
}

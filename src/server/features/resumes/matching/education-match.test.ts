import { describe, expect, it } from 'vitest';
import { analyseResume } from '../analysis/analyse-resume';
import { readDocxText } from '../extraction/docx-text';
import { buildDocx } from '../test-docx';
import { readDegreeRequirement } from '../job/degree-requirement';
import { checkEducation } from './education-match';

async function resume(education: string[] | null) {
  return analyseResume(
    await readDocxText(
      await buildDocx({
        name: 'Dana Whitfield',
        contact: 'dana@example.com | 555-0100-400',
        sections: [
          {
            title: 'Experience',
            lines: [
              { text: 'Site Engineer, Carrow & Bates\t2019 – Present', bold: true },
              { text: 'Designed grading and drainage for 14 sites', bullet: true },
            ],
          },
          ...(education === null
            ? []
            : [{ title: 'Education', lines: education.map((text) => ({ text, bold: true })) }]),
        ],
      }),
    ),
  );
}

describe('the degree a posting requires', () => {
  it('is read from a requirement line, in English and in Russian', () => {
    expect(
      readDegreeRequirement(
        'Requirements:\n- Bachelor’s degree in Civil Engineering from an ABET-accredited program\n- AutoCAD Civil 3D',
      ),
    ).toEqual({ text: 'Bachelor’s degree in Civil Engineering from an ABET-accredited program' });
    expect(
      readDegreeRequirement('Требования:\n• Высшее экономическое образование\n• Знание 1С'),
    ).toEqual({ text: 'Высшее экономическое образование' });
  });

  it('is none for a posting that only prefers one or uses the word otherwise', () => {
    expect(
      readDegreeRequirement(
        'Requirements:\n- A high degree of accuracy\n- Forklift licence\nNice to have:\n- Bachelor’s degree',
      ),
    ).toBeNull();
    // Less than a degree is accepted too: nothing to warn about.
    expect(
      readDegreeRequirement(
        'Требования:\n• Среднее специальное или высшее экономическое образование',
      ),
    ).toBeNull();
    expect(
      readDegreeRequirement('Требования:\n• среднее или высшее фармацевтическое образование'),
    ).toBeNull();
    expect(
      readDegreeRequirement('Requirements:\n- Bachelor’s degree or equivalent experience'),
    ).toBeNull();
  });
});

describe('the education check', () => {
  const required = { text: 'Bachelor’s degree in Civil Engineering' };

  it('passes a resume that shows a degree, however it writes it, and says where', async () => {
    const check = checkEducation(
      await resume(['B.S. Civil Engineering, NC State\t2010']),
      required,
    );
    expect(check).toMatchObject({
      status: 'pass',
      details: { found: ['B.S. Civil Engineering, NC State 2010'] },
    });
    const russian = checkEducation(
      await resume(['Уральский федеральный университет, экономист\t2012']),
      { text: 'Высшее экономическое образование' },
    );
    expect(russian?.status).toBe('pass');
  });

  it('warns, with the posting’s words, a resume that shows none', async () => {
    expect(checkEducation(await resume(null), required)).toEqual({
      id: 'education',
      status: 'warn',
      details: { asked: ['Bachelor’s degree in Civil Engineering'], found: [] },
    });
  });

  it('is not run when the posting requires no degree', async () => {
    expect(checkEducation(await resume(null), null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { buildResumeKey, sanitizeFileName } from './object-key';
import { assertValidKey } from './storage';

describe('sanitizeFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['My Resume 2024.PDF', 'My_Resume_2024.pdf'],
    ['Резюме Иван Петров.pdf', 'Резюме_Иван_Петров.pdf'],
    ['José Müller — CV.pdf', 'José_Müller_—_CV.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\windows\\system.ini', 'system.ini.pdf'],
    ['C:\\Users\\anna\\cv.pdf', 'cv.pdf'],
    ['....pdf', 'resume.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['', 'resume.pdf'],
    ['   ', 'resume.pdf'],
    ['new\nline\r\tand\u0000nul.pdf', 'newlineandnul.pdf'],
    ['evil\u202Efdp.exe', 'evilfdp.exe.pdf'],
    ['zero\u200Bwidth.pdf', 'zerowidth.pdf'],
    ['a<b>c:d"e|f?g*h.pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['cv.pdf.exe', 'cv.pdf.exe.pdf'],
    ['report.docx', 'report.docx'],
    ['report.doc', 'report.doc.pdf'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('bounds the length to 100 characters, counting letters not bytes, and keeps .pdf', () => {
    const long = sanitizeFileName(`${'Я'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(100);
    expect(long).toBe(`${'Я'.repeat(96)}.pdf`);
  });

  it('always gives a name that is a valid key segment', () => {
    for (const name of ['..', '.', '/', '\\', '..pdf', '-.pdf', 'a/../b.pdf', '\u0085x.pdf']) {
      const safe = sanitizeFileName(name);
      expect(safe).toMatch(/^[^./\\][^/\\]*\.pdf$/);
      expect(() => assertValidKey(`resumes/u/1-${safe}`)).not.toThrow();
    }
  });
});

describe('buildResumeKey', () => {
  it('follows resumes/{uid}/{timestamp}-{fileName}', () => {
    const key = buildResumeKey({
      userId: 'Xq3k9ZpL2mN8',
      fileName: '../Моё резюме.pdf',
      at: new Date('2025-03-01T10:00:00.000Z'),
    });
    expect(key).toBe('resumes/Xq3k9ZpL2mN8/1740823200000-Моё_резюме.pdf');
  });

  it('refuses a user id that could change the path', () => {
    for (const userId of ['', '..', 'a/b', 'a\\b', 'x'.repeat(129)]) {
      expect(() => buildResumeKey({ userId, fileName: 'cv.pdf', at: new Date(0) })).toThrow(
        /user id/,
      );
    }
  });
});

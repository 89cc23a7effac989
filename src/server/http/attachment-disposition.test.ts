import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './attachment-disposition';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the real name as filename*', () => {
    expect(attachmentDisposition('Анна_CV.pdf')).toBe(
      `attachment; filename="_____CV.pdf"; filename*=UTF-8''%D0%90%D0%BD%D0%BD%D0%B0_CV.pdf`,
    );
  });

  it('lets no quote, backslash, semicolon or line break reach the header', () => {
    const header = attachmentDisposition('a"b\\c;d\r\ne\'(f).pdf');
    expect(header).toBe(
      `attachment; filename="a_b_c_d__e'(f).pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%0D%0Ae%27%28f%29.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });
});

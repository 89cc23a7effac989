import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DOCX_CONTENT_TYPE, readFileVerdict } from './file-kind';
import { buildDocx, buildZipBomb } from './test-docx';

const resume = {
  name: 'Anna Petrova',
  contact: 'anna@example.com',
  sections: [{ title: 'Experience', lines: [{ text: 'Nurse, City Hospital, 2019–2024' }] }],
};

/** The Word file with its [Content_Types].xml rewritten, as another Office program saves it. */
async function withContentTypes(edit: (types: string) => string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await buildDocx(resume));
  const types = await zip.file('[Content_Types].xml')!.async('string');
  zip.file('[Content_Types].xml', edit(types));
  return zip.generateAsync({ type: 'uint8array' });
}

const asDocx = (bytes: Uint8Array, name = 'cv.docx') => ({ name, type: DOCX_CONTENT_TYPE, bytes });

describe('what an uploaded resume file is, by its content', () => {
  it('takes a Word document, whatever type the browser declared', async () => {
    const bytes = await buildDocx(resume);
    expect(await readFileVerdict(asDocx(bytes))).toEqual({ kind: 'docx' });
    expect(await readFileVerdict({ name: 'cv.docx', type: '', bytes })).toEqual({ kind: 'docx' });
    expect(await readFileVerdict({ name: 'resume', type: 'application/zip', bytes })).toEqual({
      kind: 'docx',
    });
  });

  it('takes a PDF declared as one and nothing else declared as a PDF', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n...');
    expect(await readFileVerdict({ name: 'cv.pdf', type: 'application/pdf', bytes: pdf })).toEqual({
      kind: 'pdf',
    });
    const text = new TextEncoder().encode('Anna Petrova, nurse');
    expect(await readFileVerdict({ name: 'cv.pdf', type: 'application/pdf', bytes: text })).toEqual(
      { refusal: 'resume_file_invalid' },
    );
  });

  it('names an old .doc, even when it is renamed .docx', async () => {
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(
      await readFileVerdict({ name: 'cv.doc', type: 'application/msword', bytes: ole }),
    ).toEqual({ refusal: 'resume_file_doc' });
    expect(await readFileVerdict(asDocx(ole))).toEqual({ refusal: 'resume_file_doc' });
  });

  it('refuses a macro-enabled Word file renamed .docx', async () => {
    const docm = await withContentTypes((types) =>
      types.replace(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        'application/vnd.ms-word.document.macroEnabled.main+xml',
      ),
    );
    expect(await readFileVerdict(asDocx(docm))).toEqual({ refusal: 'resume_file_macro' });
  });

  it('names a spreadsheet and an OpenDocument text as not Word documents', async () => {
    const xlsx = await withContentTypes((types) =>
      types.replace(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
      ),
    );
    expect(await readFileVerdict(asDocx(xlsx, 'cv.xlsx'))).toEqual({
      refusal: 'resume_file_other_office',
    });
    const odt = new JSZip();
    odt.file('mimetype', 'application/vnd.oasis.opendocument.text');
    odt.file('content.xml', '<office:document-content/>');
    const bytes = await odt.generateAsync({ type: 'uint8array' });
    expect(await readFileVerdict({ name: 'cv.odt', type: '', bytes })).toEqual({
      refusal: 'resume_file_other_office',
    });
  });

  it('calls a damaged Word file damaged, and a zip that is no document invalid', async () => {
    const whole = await buildDocx(resume);
    expect(await readFileVerdict(asDocx(whole.subarray(0, 400)))).toEqual({
      refusal: 'resume_docx_unreadable',
    });
    const plainZip = new JSZip();
    plainZip.file('photo.txt', 'not a resume');
    const zip = await plainZip.generateAsync({ type: 'uint8array' });
    expect(
      await readFileVerdict({ name: 'photos.zip', type: 'application/zip', bytes: zip }),
    ).toEqual({ refusal: 'resume_file_invalid' });
    expect(await readFileVerdict(asDocx(zip))).toEqual({ refusal: 'resume_docx_unreadable' });
  });

  it('refuses a zip bomb from its directory, before inflating anything', async () => {
    expect(await readFileVerdict(asDocx(buildZipBomb(80)))).toEqual({
      refusal: 'resume_too_complex',
    });
  });
});

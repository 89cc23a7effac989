import { RESUME_MAX_BYTES } from '../../../../shared/constants';

/** Why a chosen file cannot be sent; the server checks the same again, by the file's content. */
export type ResumeFileProblem =
  'invalid_type' | 'too_large' | 'empty' | 'doc' | 'macro' | 'other_office';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Files people pick by mistake, by name or declared type, each with its own advice. */
const MISTAKES: readonly { problem: ResumeFileProblem; name: RegExp; type: RegExp }[] = [
  { problem: 'doc', name: /\.doc$/i, type: /^application\/msword$/i },
  { problem: 'macro', name: /\.(?:docm|dotm)$/i, type: /macroEnabled/i },
  {
    problem: 'other_office',
    name: /\.(?:xlsx?|xlsm|pptx?|odt|ods|odp|rtf)$/i,
    type: /spreadsheetml|presentationml|ms-excel|ms-powerpoint|opendocument|rtf/i,
  },
];

/**
 * Spec §5 (PDF, at most 5 MB), plus Word .docx files, by declared type or, when the browser
 * declares none, by name. Null when the file may be sent; the server checks the bytes again.
 */
export function findResumeFileProblem(file: File): ResumeFileProblem | null {
  if (file.size === 0) return 'empty';
  const mistake = MISTAKES.find((rule) => rule.type.test(file.type) || rule.name.test(file.name));
  if (mistake) return mistake.problem;
  const isPdf = file.type === 'application/pdf';
  const isDocx =
    file.type === DOCX_TYPE ||
    ((file.type === '' || file.type === 'application/octet-stream') && /\.docx$/i.test(file.name));
  if (!isPdf && !isDocx) return 'invalid_type';
  if (file.size > RESUME_MAX_BYTES) return 'too_large';
  return null;
}

/** Whether the chosen file is a PDF, which the page can preview. */
export function isPdfFile(file: File): boolean {
  return file.type === 'application/pdf';
}

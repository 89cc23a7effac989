import { MAX_SCORE } from '../../shared/constants';

// Finds the score in a model's assessment: "Score: 85/100", "**Score:** 85 / 100",
// "Оценка: 85 из 100", "Score - 85", "85/100", "Score: 8/10" (scaled). The last labelled score wins,
// since the prompt asks for it on the final line; an unlabelled one must be out of 100, so a date
// or "3/4 answers" is never taken for a score.

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d+)?)`;
const OUT_OF = String.raw`\s*(?:\/|из|out\s+of|of)\s*(\d{1,3})(?!\d)`;
const LABEL = String.raw`(?:overall\s+score|final\s+score|score|rating|итоговая\s+оценка|оценка|балл(?:ов|ы)?|итог)`;
// Markdown may bold the label, the number or both: "**Score:** 85", "Score: **85**/100".
const SEPARATOR = String.raw`[\s*_]*(?:[:\-–—=]|is|составляет)?[\s*_]*`;

const LABELLED_WITH_TOTAL = new RegExp(`${LABEL}${SEPARATOR}${NUMBER}[*_]*${OUT_OF}`, 'giu');
const LABELLED = new RegExp(`${LABEL}${SEPARATOR}${NUMBER}(?![\\d.,]*\\s*(?:\\/|из))`, 'giu');
const OUT_OF_HUNDRED = new RegExp(`${NUMBER}\\s*(?:\\/|из|out\\s+of)\\s*100(?!\\d)`, 'giu');

export function parseScore(text: string): number | null {
  const withTotal = lastMatch(text, LABELLED_WITH_TOTAL);
  if (withTotal) return scaled(withTotal[1], withTotal[2]);
  const labelled = lastMatch(text, LABELLED);
  if (labelled) return scaled(labelled[1], String(MAX_SCORE));
  const bare = lastMatch(text, OUT_OF_HUNDRED);
  if (bare) return scaled(bare[1], String(MAX_SCORE));
  return null;
}

function lastMatch(text: string, pattern: RegExp): RegExpExecArray | undefined {
  return [...text.matchAll(pattern)].at(-1);
}

function scaled(value: string | undefined, total: string | undefined): number | null {
  const score = Number(value?.replace(',', '.'));
  const outOf = Number(total);
  if (!Number.isFinite(score) || !Number.isFinite(outOf) || outOf <= 0) return null;
  const percent = (score / outOf) * MAX_SCORE;
  return Math.min(MAX_SCORE, Math.max(0, Math.round(percent)));
}

import enResults from '../../../shared/locales/en/results.json';
import ruResults from '../../../shared/locales/ru/results.json';
import { type Language, parseLanguage } from '../../../shared/language';
import { questionCategoryOf } from '../../../shared/question-categories';
import { resultsAtAGlance } from '../../../shared/results-at-a-glance';
import { fillPlaceholders } from '../../mail/email-texts';
import { toDrawableText } from '../../pdf/fonts';
import { type Pdf, createPdf } from '../../pdf/pdf-document';
import type { InterviewRow, QuestionRow } from './interviews.repository';

// One interview's results as a PDF to keep or share: the summary, the four parts at a glance,
// every question with the answer, its feedback and (offline coach) its score, and the overall
// assessment. In the interview's language, with PT Sans embedded so Cyrillic survives.

const TEXTS: Record<Language, typeof enResults> = { en: enResults, ru: ruResults };
const MARGIN = 54;
const BODY_SIZE = 10.5;
const TITLE_SIZE = 18;
const HEADING_SIZE = 13;
const GRAY = '#444444';
const ACCENT = '#3730a3';

/** Spec §8's date, as the results page shows it: en-GB dd/mm/yyyy. */
function dateOf(value: Date): string {
  return value.toLocaleDateString('en-GB', { timeZone: 'UTC' });
}

export async function renderResultsPdf(options: {
  interview: InterviewRow;
  questions: QuestionRow[];
  /** When it is written, for the footer. */
  now: Date;
}): Promise<Uint8Array> {
  const { interview, questions } = options;
  const language = parseLanguage(interview.language);
  const texts = TEXTS[language];
  const fill = (template: string, params?: Record<string, string | number>) =>
    toDrawableText(fillPlaceholders(template, params));
  const { pdf, finish } = createPdf({
    margin: MARGIN,
    lang: language,
    info: {
      Title: fillPlaceholders(texts.title, { jobTitle: interview.jobTitle }),
      Creator: 'HireReady',
    },
  });

  pdf.font('bold').fontSize(TITLE_SIZE).fillColor('black');
  pdf.text(fill(texts.title, { jobTitle: interview.jobTitle }));
  pdf.moveDown(0.4).font('regular').fontSize(BODY_SIZE).fillColor(GRAY);
  const summary = [
    interview.number === null ? null : fill(texts.number, { number: interview.number }),
    interview.completedAt
      ? fill(texts.completedOn, { date: dateOf(interview.completedAt) })
      : fill(texts.notFinished),
    fill(texts.language, { language: texts.languages[language] }),
    fill(interview.coach === 'offline' ? texts.coach.offline : texts.coach.model),
  ];
  pdf.text(summary.filter((line) => line !== null).join(' · '));
  pdf.moveDown(0.3).font('bold').fontSize(HEADING_SIZE).fillColor(ACCENT);
  pdf.text(
    interview.score === null ? fill(texts.noScore) : fill(texts.score, { score: interview.score }),
  );

  heading(pdf, fill(texts.glance));
  pdf.font('regular').fontSize(BODY_SIZE).fillColor('black');
  for (const part of resultsAtAGlance(questions)) {
    const asked = questions.filter((q) => questionCategoryOf(q.order) === part.category).length;
    let line = fill(texts.glanceLine, {
      part: texts.parts[part.category],
      answered: part.answered,
      asked,
      stories: part.completeStories,
      fillers: part.fillers,
    });
    if (interview.coach === 'offline' && part.averageScore !== null) {
      line += `; ${fill(texts.glanceScore, { score: part.averageScore })}`;
    }
    pdf.text(`• ${line}`, { indent: 6 });
  }

  heading(pdf, fill(texts.breakdown));
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    drawQuestion(pdf, { question, texts, isOffline: interview.coach === 'offline', fill });
  }

  heading(pdf, fill(texts.assessment));
  drawMarkdown(pdf, interview.assessment?.trim() ? interview.assessment : fill(texts.noAssessment));

  pdf.moveDown(1).font('regular').fontSize(8.5).fillColor(GRAY);
  pdf.text(fill(texts.footer, { date: dateOf(options.now) }));
  return finish();
}

function heading(pdf: Pdf, text: string): void {
  pdf.moveDown(1).font('bold').fontSize(HEADING_SIZE).fillColor('black').text(text);
  pdf.moveDown(0.3);
}

function drawQuestion(
  pdf: Pdf,
  options: {
    question: QuestionRow;
    texts: typeof enResults;
    isOffline: boolean;
    fill: (template: string, params?: Record<string, string | number>) => string;
  },
): void {
  const { question, texts, fill } = options;
  const score =
    options.isOffline && question.answer !== null && question.evidence
      ? ` · ${fill(texts.answerScore, { score: question.evidence.score })}`
      : '';
  pdf.moveDown(0.6).font('bold').fontSize(BODY_SIZE).fillColor(ACCENT);
  pdf.text(`${fill(texts.question, { order: question.order })}${score}`);
  pdf.font('bold').fillColor('black').text(toDrawableText(question.questionText));
  const labelled = (label: string, text: { body: string | null; empty: string }) => {
    pdf.moveDown(0.2).font('bold').fillColor(GRAY).text(label);
    const body = text.body?.trim() ? toDrawableText(text.body) : text.empty;
    pdf.font('regular').fillColor('black').text(body);
  };
  labelled(fill(texts.yourAnswer), { body: question.answer, empty: fill(texts.noAnswer) });
  labelled(fill(texts.feedback), { body: question.feedback, empty: fill(texts.noFeedback) });
}

/**
 * The assessment's Markdown as the results page shows it, in plain PDF text: `##` headings in
 * bold, `-` items as bullets, `**` emphasis dropped (its words stay).
 */
function drawMarkdown(pdf: Pdf, markdown: string): void {
  for (const raw of markdown.split('\n')) {
    const line = toDrawableText(raw.replace(/\*\*(.+?)\*\*/g, '$1').trimEnd());
    if (!line.trim()) {
      pdf.moveDown(0.3);
      continue;
    }
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    if (headingMatch) {
      pdf
        .moveDown(0.3)
        .font('bold')
        .fontSize(BODY_SIZE + 1)
        .fillColor('black');
      pdf.text(headingMatch[1] ?? '');
      continue;
    }
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    pdf.font('regular').fontSize(BODY_SIZE).fillColor('black');
    pdf.text(item ? `• ${item[1] ?? ''}` : line, item ? { indent: 6 } : {});
  }
}

import enResults from '../../../shared/locales/en/results.json';
import ruResults from '../../../shared/locales/ru/results.json';
import { type Language, parseLanguage } from '../../../shared/language';
import { questionCategoryOf } from '../../../shared/question-categories';
import { resultsAtAGlance } from '../../../shared/results-at-a-glance';
import { fillPlaceholders, pluralText } from '../../mail/email-texts';
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

/** A day as the app's screens write it: "Nov 25, 2026" in English, «25 нояб. 2026 г.» in Russian. */
function dateOf(value: Date, language: Language): string {
  return value.toLocaleDateString(language === 'ru' ? 'ru-RU' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
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
    // Kept in memory until the end, so every page can be numbered "Page 2 of 3".
    bufferPages: true,
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
      ? fill(texts.completedOn, { date: dateOf(interview.completedAt, language) })
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
    const plural = (key: string, count: number) =>
      pluralText({ language, texts: texts as unknown as Record<string, string>, key, count });
    let line = fill(texts.glanceLine, {
      part: texts.parts[part.category],
      answered: part.answered,
      asked,
      stories: plural('stories', part.completeStories),
      fillers: plural('fillers', part.fillers),
    });
    if (interview.coach === 'offline' && part.averageScore !== null) {
      line += `; ${fill(texts.glanceScore, { score: part.averageScore })}`;
    }
    bullet(pdf, toDrawableText(line));
  }

  heading(pdf, fill(texts.breakdown));
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    drawQuestion(pdf, { question, texts, isOffline: interview.coach === 'offline', fill });
  }

  heading(pdf, fill(texts.assessment));
  drawMarkdown(pdf, interview.assessment?.trim() ? interview.assessment : fill(texts.noAssessment));

  pdf.moveDown(1).font('regular').fontSize(8.5).fillColor(GRAY);
  pdf.text(fill(texts.footer, { date: dateOf(options.now, language) }));
  numberPages(pdf, (page, pages) => fill(texts.page, { page, pages }));
  return finish();
}

/** "Page 2 of 3" at the foot of every page, written once the page count is known. */
function numberPages(pdf: Pdf, label: (page: number, pages: number) => string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    // Inside the bottom margin: pdfkit would start a new page for text past it otherwise.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('regular').fontSize(8.5).fillColor(GRAY);
    pdf.text(label(index - start + 1, count), MARGIN, pdf.page.height - MARGIN / 2 - 6, {
      width: pdf.page.width - MARGIN * 2,
      align: 'center',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottom;
  }
}

/** Starts a new page unless `lines` more lines of body text fit on this one. */
function keepTogether(pdf: Pdf, lines: number): void {
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  if (pdf.y + pdf.currentLineHeight(true) * lines > bottom) pdf.addPage();
}

/** A bullet with its wrapped lines aligned under the text, not under the bullet. */
function bullet(pdf: Pdf, text: string): void {
  const y = pdf.y;
  const left = pdf.page.margins.left;
  pdf.text('•', left + 4, y, { lineBreak: false });
  pdf.text(text, left + 16, y, { width: pdf.page.width - left - 16 - pdf.page.margins.right });
  pdf.x = left;
}

function heading(pdf: Pdf, text: string): void {
  pdf.moveDown(1).font('bold').fontSize(HEADING_SIZE).fillColor('black');
  keepTogether(pdf, 4);
  pdf.text(text);
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
  // The heading, the question and the start of the answer stay on one page.
  keepTogether(pdf, 5);
  pdf.text(`${fill(texts.question, { order: question.order })}${score}`);
  pdf.font('bold').fillColor('black').text(toDrawableText(question.questionText));
  const labelled = (label: string, text: { body: string | null; empty: string }) => {
    pdf.moveDown(0.2).font('bold').fillColor(GRAY);
    // A label never ends a page without the first lines of what it labels.
    keepTogether(pdf, 3);
    pdf.text(label);
    const body = text.body?.trim() ? toDrawableText(text.body) : text.empty;
    pdf.font('regular').fillColor('black').text(body);
  };
  labelled(fill(texts.yourAnswer), { body: question.answer, empty: fill(texts.noAnswer) });
  if (question.followUp && question.followUpAnswer) {
    labelled(fill(texts.followUp, { question: question.followUp }), {
      body: question.followUpAnswer,
      empty: '',
    });
  }
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
    if (item) bullet(pdf, item[1] ?? '');
    else pdf.text(line);
  }
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { detail, evidence, SIGNED_IN } from '../testing/interview-fixtures';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/interviews/i1';

const ASSESSMENT = [
  'You answered most questions with concrete examples.',
  '',
  '## Strengths',
  '- **Clear** structure',
  '- Measurable results',
  '',
  '## Weaknesses',
  'Some answers were short. <script>window.hacked = true</script>',
  '<img src=x onerror="window.hacked = true">',
].join('\n');

function completed(overrides = {}) {
  const interview = detail({
    answered: 12,
    overrides: {
      status: 'completed',
      score: 84,
      number: 7,
      completedAt: '2025-03-09T12:00:00.000Z',
      assessment: ASSESSMENT,
      ...overrides,
    },
  });
  interview.questions[2] = {
    order: 3,
    questionText: 'Why us?',
    answer: null,
    feedback: null,
    evidence: null,
    delivery: null,
    hasRecording: false,
    followUp: null,
    followUpAnswer: null,
    followUpSkipped: false,
    attempts: [],
    bestAttempt: null,
  };
  return interview;
}

describe('results page', () => {
  it('shows the score, the breakdown and the assessment split by its headings', async () => {
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: completed() }) });
    renderApp('/results/i1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' }),
    ).toBeVisible();
    expect(screen.getByText('84 / 100')).toBeVisible();
    expect(screen.getByText('Interview #7')).toBeVisible();
    expect(screen.getByText('Completed: Mar 9, 2025')).toBeVisible();
    expect(screen.getByText('Language: English')).toBeVisible();
    expect(screen.getByText("Feedback by HireReady's offline coach")).toBeVisible();

    const breakdown = screen.getByRole('region', { name: 'Questions and answers' });
    const items = within(breakdown).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Question text number 1?');
    expect(items[0]).toHaveTextContent('Answer 1');
    expect(items[0]).toHaveTextContent('Feedback 1');
    // Labelled by who wrote it: the offline coach, not "AI".
    expect(within(items[0]!).getByText('Coach feedback')).toBeVisible();
    expect(screen.queryByText('AI feedback')).toBeNull();
    expect(items[2]).toHaveTextContent('No answer provided.');
    expect(items[2]).toHaveTextContent('No feedback available.');

    const assessment = screen.getByRole('region', { name: 'Overall Assessment' });
    expect(within(assessment).getByText(/concrete examples/)).toBeVisible();
    expect(within(assessment).getByRole('heading', { name: 'Strengths' })).toBeVisible();
    expect(within(assessment).getByRole('heading', { name: 'Weaknesses' })).toBeVisible();
    expect(within(assessment).getByText('Clear').tagName).toBe('STRONG');
    expect(within(assessment).getAllByRole('listitem')).toHaveLength(2);
    // After twelve answers, the assessment is one step from the top of the page.
    const jump = screen.getByRole('link', { name: 'Read the overall assessment' });
    expect(jump).toHaveAttribute('href', `#${assessment.id}`);
    expect(jump.compareDocumentPosition(items[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start New Interview' })).toHaveAttribute(
      'href',
      '/new-interview',
    );
    const download = screen.getByRole('link', { name: 'Download as PDF' });
    expect(download).toHaveAttribute('href', '/api/interviews/i1/results.pdf');
    expect(download).toHaveAttribute('download');
  });

  it('practises the same job again: the new-interview form opens with its posting and language', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: completed({ language: 'ru', seniority: 'senior' }) }),
      'GET /api/interviews': () => jsonResponse({ interviews: [] }),
      'GET /api/resumes': () => jsonResponse({ resumes: [] }),
      'GET /api/config': () => jsonResponse({ googleSignIn: false, aiModel: false }),
    });
    const user = userEvent.setup();
    renderApp('/results/i1');

    await user.click(await screen.findByRole('link', { name: 'Practice this job again' }));
    expect(await screen.findByLabelText('Job Title')).toHaveValue('Frontend Developer');
    expect(screen.getByLabelText('Job Description / Requirements')).toHaveValue(
      'Build React applications.',
    );
    // The interview was held in Russian under an English interface: it is practised in Russian.
    expect(screen.getByLabelText('Interview language')).toHaveValue('ru');
  });

  it('says plainly when a rewritten assessment scored the same as the first', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: completed({ firstScore: 84 }) }),
    });
    renderApp('/results/i1');
    expect(await screen.findByText('First assessment: 84 / 100, the same as now')).toBeVisible();
  });

  it('puts each answer’s score beside it and the four parts in one table', async () => {
    const interview = completed();
    interview.questions[0]!.evidence = evidence({ score: 64 });
    interview.questions[9]!.evidence = evidence({ score: 20, fillers: ['um', 'basically'] });
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview }) });
    renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const items = within(breakdown).getAllByRole('listitem');
    expect(within(items[0]!).getByText('Score 64 / 100')).toBeVisible();
    // The unanswered third question has no score.
    expect(within(items[2]!).queryByText(/^Score/)).toBeNull();

    const glance = screen.getByRole('table', { name: /Each part of the interview/ });
    const rows = within(glance).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Part',
      'Answers',
      'Average score',
      'Complete stories (situation, action, result)',
      'Filler words and hedges',
    ]);
    const cells = (index: number) =>
      [
        within(rows[index]!).getByRole('rowheader'),
        ...within(rows[index]!).getAllByRole('cell'),
      ].map((cell) => cell.textContent);
    // Background: questions 1 and 2 answered (3 was not), scored 64 and 82.
    // Both tell the situation, what was done and how it ended: two complete stories.
    expect(cells(1)).toEqual(['Background and motivation', '2', '73 / 100', '2', '0']);
    // Question 10, scored 20 (under the coach's credit), is not counted as a complete story.
    expect(cells(4)).toEqual(['Soft skills', '3', '61 / 100', '2', '2']);
  });

  it('reads the same in Russian, and leaves scores out when a model wrote the feedback', async () => {
    localStorage.setItem('language', 'ru');
    const interview = completed({ coach: 'openai-compatible', language: 'ru' });
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview }) });
    renderApp('/results/i1');

    const glance = await screen.findByRole('table', { name: /Каждый раздел собеседования/ });
    expect(
      within(glance)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Раздел',
      'Ответов',
      'Полные истории (ситуация, действия, итог)',
      'Слова-паразиты и неуверенные обороты',
    ]);
    expect(
      within(glance).getByRole('rowheader', { name: 'Профессиональные вопросы' }),
    ).toBeVisible();
    expect(screen.queryByText(/^Оценка \d+ \/ 100$/)).toBeNull();
    // The date as Russian writes it (Mar 9, 2025 in English).
    expect(screen.getByText('Завершено: 9 мар. 2025 г.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Скачать PDF' })).toBeVisible();
    expect(screen.getAllByText('Отзыв ИИ').length).toBeGreaterThan(0);
    expect(screen.queryByText('Отзыв тренера')).toBeNull();
    localStorage.removeItem('language');
  });

  it('shows under each answer what the feedback was based on', async () => {
    const interview = completed();
    interview.questions[1] = {
      ...interview.questions[1]!,
      evidence: evidence({
        questionKind: 'story',
        nonAnswerReason: 'dont_know',
        wordCount: 1,
        starPartsFound: [],
        metrics: [],
        jobTermsUsed: [],
        jobTermsMissed: [],
        jobTermsKnown: false,
        fillers: ['I guess'],
        score: 5,
      }),
    };
    interview.questions[2] = {
      ...interview.questions[2]!,
      evidence: evidence({ jobTermsUsed: [], jobTermsMissed: [], jobTermsKnown: true }),
    };
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview }) });
    const { user } = renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Questions and answers' });
    const [first, second, third] = within(breakdown).getAllByRole('listitem');
    await user.click(within(first!).getByText('What the feedback was based on'));
    expect(first).toHaveTextContent('64 words');
    expect(first).toHaveTextContent('Situation: found');
    // Only the parts a complete story is counted by: never "Task: not found" under a full story.
    expect(first).not.toHaveTextContent('Task');
    expect(first).toHaveTextContent('Figures in the answer40%, 3 months');
    expect(first).toHaveTextContent('Job terms you usedReact');
    expect(first).toHaveTextContent('Job terms you left outTypeScript');
    // The answer's score stands beside it (above), not again in here.
    expect(first).not.toHaveTextContent('Answer score');
    expect(first).toHaveTextContent('Score 82 / 100');

    await user.click(within(second!).getByText('What the feedback was based on'));
    expect(second).toHaveTextContent('Not counted as an answer: it says you do not know.');
    expect(second).toHaveTextContent('1 word');
    expect(second).toHaveTextContent('Filler words and hedgesI guess');
    expect(second).toHaveTextContent('Figures in the answerNone found');
    // No job terms to compare with: said so, not "left out: None found" as if all were covered.
    expect(second).toHaveTextContent(
      'Job termsNone the coach knows in this job title or posting, so none are compared',
    );
    expect(second).not.toHaveTextContent('Job terms you left out');
    // A posting with terms this answer does not use is not a posting with none (a new user's
    // walk, twenty-fifth session, read "none the coach knows" beside advice to name two of them).
    await user.click(within(third!).getByText('What the feedback was based on'));
    expect(third).toHaveTextContent(
      "Job termsNone from the coach's short list of terms for this job (the list does not hold every trade word)",
    );
    // What the question asked for, as the answer was read for it; old answers stored none.
    expect(second).toHaveTextContent(
      'The question asks fora real case: the situation, what you did and how it ended',
    );
    expect(first).not.toHaveTextContent('The question asks for');
  });

  it('labels the evidence as our own reading for a model interview, without a per-answer score, in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: completed({ coach: 'openai-compatible' }) }),
    });
    renderApp('/results/i1');

    expect((await screen.findAllByText('Что офлайн-тренер нашёл в вашем ответе')).length).toBe(11);
    expect(screen.queryByText(/^Оценка \d+ \/ 100$/)).toBeNull();
    expect(screen.getAllByText(/64 слова/).length).toBe(11);
  });

  it('says in Russian which part of a story the coach did not spot, each in its own gender and number', async () => {
    // A new user's walk (twenty-sixth session) read «Действия: не найдено» beside «Ситуация: есть».
    localStorage.setItem('language', 'ru');
    const interview = completed({ language: 'ru' });
    interview.questions[0] = {
      ...interview.questions[0]!,
      evidence: evidence({ starPartsFound: [] }),
    };
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview }) });
    const { user } = renderApp('/results/i1');

    const breakdown = await screen.findByRole('region', { name: 'Вопросы и ответы' });
    const [first] = within(breakdown).getAllByRole('listitem');
    await user.click(within(first!).getByText('На чём основан отзыв'));
    expect(first).toHaveTextContent('Ситуация: не распознана');
    expect(first).toHaveTextContent('Действия: не распознаны');
    expect(first).toHaveTextContent('Результат: не распознан');
    localStorage.removeItem('language');
  });

  it('shows markup inside the assessment as text, never as HTML', async () => {
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: completed() }) });
    renderApp('/results/i1');

    const assessment = await screen.findByRole('region', { name: 'Overall Assessment' });
    expect(assessment).toHaveTextContent('<script>window.hacked = true</script>');
    expect(assessment).toHaveTextContent('<img src=x onerror="window.hacked = true">');
    expect(document.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("shows 'N/A' and placeholders for what is missing", async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () =>
        jsonResponse({
          interview: completed({ completedAt: null, assessment: null, score: null, number: null }),
        }),
    });
    renderApp('/results/i1');

    expect(await screen.findByText('Completed: N/A')).toBeVisible();
    expect(screen.queryByText(/Interview #/)).toBeNull();
    expect(screen.getByText('Overall assessment is not available yet.')).toBeVisible();
  });

  it("says 'Interview result not found' for an unknown interview", async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () =>
        jsonResponse(
          { error: { code: 'interview_not_found', message: 'Interview not found' } },
          404,
        ),
    });
    renderApp('/results/i1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Interview result not found');
    expect(screen.getByRole('link', { name: 'Start New Interview' })).toBeVisible();
  });

  it("says 'Failed to fetch interview result' when loading fails, in Russian too", async () => {
    localStorage.setItem('language', 'ru');
    stubApi({ ...SIGNED_IN, [GET]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/results/i1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось получить результат собеседования: не удалось связаться с сервером',
    );
  });
});

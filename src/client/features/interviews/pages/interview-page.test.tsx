import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bodyOf,
  eventStream,
  eventStreamResponse,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';
import { detail, SIGNED_IN } from '../testing/interview-fixtures';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/interviews/i1';
const ANSWER = 'POST /api/interviews/i1/answers/stream';
const answerBox = () => screen.getByLabelText('Your answer');

describe('interview page', () => {
  it('asks question 1 of 12, sends the answer, shows its feedback as it is written and moves on', async () => {
    const answer = eventStream();
    const api = stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () => answer.response,
    });
    const { user } = renderApp('/interview/i1');

    expect(await screen.findByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    expect(screen.getByText('0% completed')).toBeVisible();
    expect(screen.getByText('Question text number 1?')).toBeVisible();
    expect(screen.getByText("Feedback by HireReady's offline coach")).toBeVisible();
    // jsdom has no speechSynthesis.
    expect(screen.getByText('Speech synthesis is not supported.')).toBeVisible();
    expect(answerBox()).toHaveAttribute('rows', '8');
    const submit = screen.getByRole('button', { name: 'Submit & Next' });
    expect(submit).toBeDisabled();
    await user.type(answerBox(), '   ');
    expect(submit).toBeDisabled();
    await user.type(answerBox(), 'I led a migration to React.');
    await user.click(submit);

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(await screen.findByText('The coach is writing…')).toBeVisible();
    answer.send('feedback', { text: 'Add a ' });
    expect(await screen.findByText('Add a')).toBeVisible();
    // Still on question 1 while the coach writes.
    expect(screen.getByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    answer.send('feedback', { text: 'measurable result.' });
    expect(await screen.findByText('Add a measurable result.')).toBeVisible();
    answer.send('feedback-end', { feedback: 'Add a measurable result.', feedbackFailed: false });
    answer.send('done', {
      feedback: 'Add a measurable result.',
      feedbackFailed: false,
      nextOrder: 2,
      isCompleted: false,
    });
    answer.close();

    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(screen.queryByText('The coach is writing…')).toBeNull();
    expect(screen.getByText('Feedback on your last answer')).toBeVisible();
    expect(screen.getByText('Add a measurable result.')).toBeVisible();
    expect(screen.getByText('Question text number 2?')).toBeVisible();
    expect(screen.getByText('8% completed')).toBeVisible();
    expect(answerBox()).toHaveValue('');
    expect(bodyOf(api.requestsTo(ANSWER)[0]?.[1])).toEqual({
      order: 1,
      answer: 'I led a migration to React.',
    });
    // The interview is read again, so the answer's evidence can be shown under its feedback.
    await vi.waitFor(() => expect(api.requestsTo(GET).length).toBeGreaterThan(1));
  });

  it('answers the question just answered again, keeping what was typed for the next one', async () => {
    const answer = eventStream();
    const RETAKE = 'POST /api/interviews/i1/questions/1/attempts';
    const first = {
      attempt: 1,
      answer: 'I led a migration.',
      feedback: 'Say what you did.',
      evidence: null,
      answeredAt: null,
    };
    const api = stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () => answer.response,
      [RETAKE]: () =>
        jsonResponse(
          {
            attempt: {
              ...first,
              attempt: 2,
              answer: 'I led a migration to React and cut load time by 40%.',
              feedback: 'Clear action and result.',
            },
            attempts: [first, { ...first, attempt: 2 }],
            bestAttempt: 2,
          },
          201,
        ),
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'I led a migration.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    answer.send('feedback-end', { feedback: 'Say what you did.', feedbackFailed: false });
    answer.send('done', {
      feedback: 'Say what you did.',
      feedbackFailed: false,
      nextOrder: 2,
      isCompleted: false,
    });
    answer.close();
    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    await user.type(answerBox(), 'Half of my next answer');

    await user.click(screen.getByRole('button', { name: 'Try again: question 1' }));
    const retake = await screen.findByRole('region', { name: 'Answer question 1 again' });
    const box = within(retake).getByRole('textbox', { name: 'Your new answer' });
    expect(box).toHaveValue('I led a migration.');
    await user.clear(box);
    await user.type(box, 'I led a migration to React and cut load time by 40%.');
    await user.click(within(retake).getByRole('button', { name: 'Send new answer' }));

    expect(await within(retake).findByText('Clear action and result.')).toBeVisible();
    expect(within(retake).getByText('This attempt now counts as your best.')).toBeVisible();
    expect(bodyOf(api.requestsTo(RETAKE)[0]?.[1])).toEqual({
      answer: 'I led a migration to React and cut load time by 40%.',
    });
    // Still on question 2, with its half-written answer.
    expect(screen.getByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(answerBox()).toHaveValue('Half of my next answer');

    // Closed, the feedback shown is the attempt that now counts, not the one it replaced, and
    // trying again starts from it.
    await user.click(within(retake).getByRole('button', { name: 'Close' }));
    const shown = screen.getByRole('region', { name: 'Feedback on your last answer' });
    expect(within(shown).getByText('Clear action and result.')).toBeVisible();
    expect(within(shown).queryByText('Say what you did.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again: question 1' }));
    expect(
      within(await screen.findByRole('region', { name: 'Answer question 1 again' })).getByRole(
        'textbox',
        { name: 'Your new answer' },
      ),
    ).toHaveValue('I led a migration to React and cut load time by 40%.');
  });

  it('asks the coach’s follow-up before the next question: answered, its feedback replaces the first; or skipped', async () => {
    const first = eventStream();
    const second = eventStream();
    const streams = [first, second];
    const FOLLOW_UP = 'POST /api/interviews/i1/questions/1/follow-up';
    const api = stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () => streams.shift()!.response,
      [FOLLOW_UP]: () => jsonResponse({ feedback: 'Now it has your own steps.', score: 71 }),
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'We fixed it as a team.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    first.send('feedback-end', { feedback: 'Say what you did.', feedbackFailed: false });
    first.send('done', {
      feedback: 'Say what you did.',
      feedbackFailed: false,
      nextOrder: 2,
      isCompleted: false,
      followUp: 'And what did you do yourself, step by step?',
    });
    first.close();

    const followUp = await screen.findByRole('region', { name: 'Follow-up on question 1' });
    expect(
      within(followUp).getByRole('heading', {
        name: 'And what did you do yourself, step by step?',
      }),
    ).toHaveFocus();
    // Question 2 waits until the follow-up is answered or skipped; the header stays on question 1,
    // whose text the follow-up repeats for context.
    expect(screen.queryByText('Question text number 2?')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    expect(within(followUp).getByText('Question text number 1?')).toBeVisible();
    // The empty box says what goes in it, as the question's own box does.
    expect(
      within(followUp).getByPlaceholderText('Answer the follow-up in a few sentences…'),
    ).toBeVisible();
    await user.type(
      within(followUp).getByRole('textbox', { name: 'Your answer to the follow-up' }),
      'I rolled back the release and added a test.',
    );
    await vi.waitFor(() => expect(api.requestsTo(GET).length).toBeGreaterThan(1));
    const readsBefore = api.requestsTo(GET).length;
    await user.click(within(followUp).getByRole('button', { name: 'Answer follow-up' }));

    expect(await screen.findByText('Now it has your own steps.')).toBeVisible();
    expect(screen.queryByText('Say what you did.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Question text number 2?' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(bodyOf(api.requestsTo(FOLLOW_UP)[0]?.[1])).toEqual({
      answer: 'I rolled back the release and added a test.',
    });
    // The interview is read again, so the evidence under the feedback is the whole answer's.
    await vi.waitFor(() => expect(api.requestsTo(GET).length).toBeGreaterThan(readsBefore));

    // The next one is skipped: the interview goes on; the skip is told to the server, so another
    // tab does not offer it again, and no answer to it is sent.
    await user.type(answerBox(), 'We did it together.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    second.send('done', {
      feedback: 'Add the result.',
      feedbackFailed: false,
      nextOrder: 3,
      isCompleted: false,
      followUp: 'How did it end: what changed, and how did you know?',
    });
    second.close();
    await user.click(await screen.findByRole('button', { name: 'Skip and go on' }));
    expect(screen.getByRole('heading', { name: 'Question text number 3?' })).toHaveFocus();
    expect(api.requestsTo('POST /api/interviews/i1/questions/2/follow-up')).toHaveLength(0);
    expect(api.requestsTo('POST /api/interviews/i1/questions/2/follow-up/skip')).toHaveLength(1);
  });

  it('asks a follow-up left open again after a reload, with its feedback and what was typed; a skipped one stays skipped', async () => {
    window.sessionStorage.clear();
    const open = detail({ answered: 1 });
    open.questions[0] = { ...open.questions[0]!, followUp: 'What did you do yourself?' };
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: open }) });
    const first = renderApp('/interview/i1');

    const followUp = await screen.findByRole('region', { name: 'Follow-up on question 1' });
    expect(
      within(followUp).getByRole('heading', { name: 'What did you do yourself?' }),
    ).toBeVisible();
    expect(screen.getByText('Feedback 1')).toBeVisible();
    expect(screen.queryByText('Question text number 2?')).toBeNull();
    await first.user.type(
      within(followUp).getByRole('textbox', { name: 'Your answer to the follow-up' }),
      'I called the supplier',
    );

    cleanup();
    const second = renderApp('/interview/i1');
    const again = await screen.findByRole('region', { name: 'Follow-up on question 1' });
    expect(
      within(again).getByRole('textbox', { name: 'Your answer to the follow-up' }),
    ).toHaveValue('I called the supplier');
    await second.user.click(within(again).getByRole('button', { name: 'Skip and go on' }));
    expect(screen.getByRole('heading', { name: 'Question text number 2?' })).toBeVisible();

    cleanup();
    renderApp('/interview/i1');
    expect(await screen.findByRole('heading', { name: 'Question text number 2?' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Follow-up on question 1' })).toBeNull();

    // Another tab, which kept nothing: the server says it was skipped.
    cleanup();
    window.sessionStorage.clear();
    const skipped = detail({ answered: 1 });
    skipped.questions[0] = {
      ...skipped.questions[0]!,
      followUp: 'What did you do yourself?',
      followUpSkipped: true,
    };
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: skipped }) });
    renderApp('/interview/i1');
    expect(await screen.findByRole('heading', { name: 'Question text number 2?' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Follow-up on question 1' })).toBeNull();
  });

  it('says when quick feedback could not be had, and still moves on', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () =>
        eventStreamResponse([
          ['feedback', { text: 'Half a sen' }],
          ['feedback-end', { feedback: 'Feedback unavailable.', feedbackFailed: true }],
          [
            'done',
            {
              feedback: 'Feedback unavailable.',
              feedbackFailed: true,
              nextOrder: 2,
              isCompleted: false,
            },
          ],
        ]),
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'An answer');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));

    expect(await screen.findByText(/^Could not get quick feedback: /)).toBeVisible();
    expect(screen.getByText('Feedback unavailable.')).toBeVisible();
    expect(screen.queryByText(/Half a sen/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
  });

  it('keeps the answer and says the connection was lost when the stream drops midway', async () => {
    const answer = eventStream();
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () => answer.response,
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'My careful answer');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    answer.send('feedback', { text: 'Good start' });
    expect(await screen.findByText('Good start')).toBeVisible();
    answer.drop();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred: the server could not be reached. Please check your connection or try again.',
    );
    expect(screen.queryByText('Good start')).toBeNull();
    expect(answerBox()).toHaveValue('My careful answer');
    expect(screen.getByRole('button', { name: 'Submit & Next' })).toBeEnabled();
  });

  it('keeps the typed answer when sending it fails', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'My careful answer');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred: the server could not be reached. Please check your connection or try again.',
    );
    expect(answerBox()).toHaveValue('My careful answer');
    expect(screen.getByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit & Next' })).toBeEnabled();
  });

  it('resumes at the first unanswered question, shows the report being written, and finishes on the results page', async () => {
    const answer = eventStream();
    let isDone = false;
    stubApi({
      ...SIGNED_IN,
      [GET]: () =>
        jsonResponse({
          interview: isDone
            ? detail({ answered: 12, overrides: { status: 'completed', score: 81 } })
            : detail({ answered: 11 }),
        }),
      [ANSWER]: () => answer.response,
    });
    const { router, user } = renderApp('/interview/i1');

    expect(await screen.findByRole('heading', { name: 'Question 12 of 12' })).toBeVisible();
    expect(screen.getByText('92% completed')).toBeVisible();
    await user.type(answerBox(), 'Final answer');
    await user.click(screen.getByRole('button', { name: 'Finish Interview' }));
    expect(screen.getByRole('button', { name: 'Generating Report...' })).toBeDisabled();

    answer.send('feedback', { text: 'Good.' });
    answer.send('feedback-end', { feedback: 'Good.', feedbackFailed: false });
    answer.send('assessment', { text: 'You answered clearly' });
    expect(await screen.findByRole('region', { name: 'Your report' })).toHaveTextContent(
      'You answered clearly',
    );
    expect(screen.getByText('Writing your report…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generating Report...' })).toBeDisabled();

    isDone = true;
    answer.send('done', {
      feedback: 'Good.',
      feedbackFailed: false,
      nextOrder: null,
      isCompleted: true,
    });
    answer.close();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frontend Developer' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/results/i1');
  });

  it('shows the feedback on the last answer again after a reload, above the next question', async () => {
    // A new user's walk (thirtieth session): after a reload the last feedback was gone.
    stubApi({ ...SIGNED_IN, [GET]: () => jsonResponse({ interview: detail({ answered: 3 }) }) });
    renderApp('/interview/i1');

    expect(await screen.findByRole('heading', { name: 'Question 4 of 12' })).toBeVisible();
    expect(screen.getByText('Feedback 3')).toBeVisible();
    expect(screen.queryByText('Feedback 2')).not.toBeInTheDocument();
    // …with what the answer was read to hold, as the results page shows it (a new user's walk,
    // thirty-first session: the evidence was shown only after the interview).
    const panel = screen.getByText('Feedback 3').closest('section')!;
    expect(within(panel).getByText('What the feedback was based on')).toBeVisible();
  });

  it('offers the last answer again when every question is answered but the report was never written', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail({ answered: 12 }) }),
    });
    renderApp('/interview/i1');

    expect(await screen.findByRole('heading', { name: 'Question 12 of 12' })).toBeVisible();
    expect(answerBox()).toHaveValue('Answer 12');
    expect(screen.getByRole('button', { name: 'Finish Interview' })).toBeEnabled();
  });

  it('asks before cancelling: keeping on returns focus to Cancel, confirming leaves', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      'GET /api/interviews': () => jsonResponse({ interviews: [] }),
    });
    const { router, user } = renderApp('/interview/i1');

    const cancel = await screen.findByRole('button', { name: 'Leave interview' });
    await user.click(cancel);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this interview?' });
    expect(dialog).toHaveAccessibleDescription(/^Your answers so far are saved/);
    expect(within(dialog).getByRole('button', { name: 'Keep going' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
    expect(router.state.location.pathname).toBe('/interview/i1');

    await user.click(cancel);
    await user.click(screen.getByRole('button', { name: 'Leave for now' }));
    expect(router.state.location.pathname).toBe('/new-interview');
  });

  it("shows 'Interview not found' with a way to start a new one", async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () =>
        jsonResponse(
          { error: { code: 'interview_not_found', message: 'Interview not found' } },
          404,
        ),
    });
    renderApp('/interview/i1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Interview not found');
    expect(screen.getByRole('link', { name: 'Start New Interview' })).toHaveAttribute(
      'href',
      '/new-interview',
    );
  });

  it('sends a finished interview to its results', async () => {
    stubApi({
      ...SIGNED_IN,
      [GET]: () =>
        jsonResponse({ interview: detail({ answered: 12, overrides: { status: 'completed' } }) }),
    });
    const { router } = renderApp('/interview/i1');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/results/i1'));
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...SIGNED_IN,
      [GET]: () => jsonResponse({ interview: detail() }),
      [ANSWER]: () => new Response(null, { status: 500 }),
    });
    const { user } = renderApp('/interview/i1');

    expect(await screen.findByRole('heading', { name: 'Вопрос 1 из 12' })).toBeVisible();
    await user.type(screen.getByLabelText('Ваш ответ'), 'Ответ');
    await user.click(screen.getByRole('button', { name: 'Отправить и далее' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Произошла ошибка: сервер не смог обработать запрос. Проверьте подключение или попробуйте еще раз.',
    );
  });
});

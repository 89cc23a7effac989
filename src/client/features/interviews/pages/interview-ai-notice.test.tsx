import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventStreamResponse, jsonResponse, renderApp, stubApi } from '../../../testing/render-app';
import { aiNotice, detail, SIGNED_IN, summary } from '../testing/interview-fixtures';

// The daily AI limit (issue 9): past it the server lets the offline coach write and says so in a
// notice with its answer. The interview shows that notice, in the server's words, until the user
// dismisses it.

afterEach(() => vi.unstubAllGlobals());

const NOTICE = aiNotice();
const MODEL_COACH = { coach: 'openai-compatible' };
const OFFLINE_LABEL = "Feedback by HireReady's offline coach";

/** A streamed answer to question `order`, its last event carrying `notice` if given. */
function streamedAnswer(order: number, notice?: ReturnType<typeof aiNotice>) {
  const feedback = `Offline feedback ${order}.`;
  return eventStreamResponse([
    ['feedback', { text: feedback }],
    ['feedback-end', { feedback, feedbackFailed: false }],
    ['done', { feedback, feedbackFailed: false, nextOrder: order + 1, isCompleted: false, notice }],
  ]);
}

describe('the daily AI limit in an interview', () => {
  it('shows the notice the start came with on the interview, until it is dismissed', async () => {
    stubApi({
      ...SIGNED_IN,
      'GET /api/interviews': () => jsonResponse({ interviews: [] }),
      'POST /api/interviews': () =>
        jsonResponse({ interview: summary({ id: 'i9' }), notice: NOTICE }, 201),
      'GET /api/interviews/i9': () =>
        jsonResponse({ interview: detail({ overrides: { id: 'i9' } }) }),
    });
    const { router, user } = renderApp('/new-interview');

    await user.type(await screen.findByLabelText('Job Title'), 'Frontend Developer');
    await user.type(screen.getByLabelText('Job Description / Requirements'), 'React');
    await user.click(screen.getByRole('button', { name: 'Start Interview' }));

    const question = await screen.findByRole('heading', { name: 'Question text number 1?' });
    expect(router.state.location.pathname).toBe('/interview/i9');
    const status = screen.getByText(NOTICE.message);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeVisible();
    expect(screen.getByText(OFFLINE_LABEL)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NOTICE.message)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(question).toHaveFocus();
    // A reload of the page would not bring it back.
    expect(router.state.location.state).toBeNull();
  });

  it("shows the notice of a streamed answer's last event, and labels the feedback as the offline coach's", async () => {
    let order = 0;
    stubApi({
      ...SIGNED_IN,
      'GET /api/interviews/i1': () =>
        jsonResponse({ interview: detail({ overrides: MODEL_COACH }) }),
      'POST /api/interviews/i1/answers/stream': () => {
        order += 1;
        return streamedAnswer(order, NOTICE);
      },
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'I led a migration.');
    expect(screen.queryByText(OFFLINE_LABEL)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));

    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(screen.getByText(NOTICE.message)).toHaveAttribute('role', 'status');
    expect(screen.getByText('Offline feedback 1.')).toBeVisible();
    expect(screen.getByText(OFFLINE_LABEL)).toBeVisible();

    // Dismissed, it stays away for the rest of the day's answers.
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.type(screen.getByLabelText('Your answer'), 'Another answer.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));
    expect(await screen.findByRole('heading', { name: 'Question 3 of 12' })).toBeVisible();
    expect(screen.getByText('Offline feedback 2.')).toBeVisible();
    expect(screen.queryByText(NOTICE.message)).toBeNull();
    expect(screen.getByText(OFFLINE_LABEL)).toBeVisible();
  });

  it('shows no notice, and no offline label, while the model writes the feedback', async () => {
    stubApi({
      ...SIGNED_IN,
      'GET /api/interviews/i1': () =>
        jsonResponse({ interview: detail({ overrides: MODEL_COACH }) }),
      'POST /api/interviews/i1/answers/stream': () => streamedAnswer(1),
    });
    const { user } = renderApp('/interview/i1');

    await user.type(await screen.findByLabelText('Your answer'), 'I led a migration.');
    await user.click(screen.getByRole('button', { name: 'Submit & Next' }));

    expect(await screen.findByRole('heading', { name: 'Question 2 of 12' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.queryByText(OFFLINE_LABEL)).toBeNull();
  });
});

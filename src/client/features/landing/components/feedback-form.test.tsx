import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferred,
  GUEST_SESSION,
  jsonResponse,
  renderApp,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

async function fillIn(
  user: ReturnType<typeof renderApp>['user'],
  options: { stars?: string } = {},
) {
  await user.type(screen.getByLabelText('Title'), 'Great practice');
  await user.type(screen.getByLabelText('Description'), 'The questions matched my job.');
  if (options.stars) await user.click(screen.getByRole('radio', { name: options.stars }));
}

describe('feedback form', () => {
  it('sends the feedback, says thank you and clears the form', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ ...GUEST_SESSION, 'POST /api/feedbacks': () => answer.promise });
    const { user } = renderApp('/');
    await fillIn(user, { stars: '4 stars' });

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer.resolve(
      jsonResponse({ feedback: { id: 'f1', createdAt: '2025-01-01T00:00:00.000Z' } }, 201),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    const [request] = api.requestsTo('POST /api/feedbacks');
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({
      title: 'Great practice',
      description: 'The questions matched my job.',
      stars: 4,
    });
  });

  it('sends without a rating when no star is chosen, stored as not rated', async () => {
    const api = stubApi({
      ...GUEST_SESSION,
      'POST /api/feedbacks': () =>
        jsonResponse({ feedback: { id: 'f2', createdAt: '2025-01-01T00:00:00.000Z' } }, 201),
    });
    const { user } = renderApp('/');
    expect(screen.getByRole('group', { name: 'Rating (optional)' })).toBeInTheDocument();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback!');
    const [request] = api.requestsTo('POST /api/feedbacks');
    expect(JSON.parse(String(request?.[1]?.body))).toMatchObject({ stars: 0 });
  });

  it('lets the rating be chosen with the keyboard', async () => {
    stubApi(GUEST_SESSION);
    const { user } = renderApp('/');
    await user.click(screen.getByRole('radio', { name: '1 star' }));

    await user.keyboard('{ArrowRight}{ArrowRight}');

    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('keeps what the user typed when sending fails', async () => {
    stubApi({ ...GUEST_SESSION, 'POST /api/feedbacks': () => new Response(null, { status: 500 }) });
    const { user } = renderApp('/');
    await fillIn(user, { stars: '5 stars' });

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while sending your feedback. Please try again.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Great practice');
    expect(screen.getByLabelText('Description')).toHaveValue('The questions matched my job.');
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  it("shows the server's message when it rejects the input", async () => {
    const message = 'The title is too long: use at most 200 characters.';
    stubApi({
      ...GUEST_SESSION,
      'POST /api/feedbacks': () =>
        jsonResponse({ error: { code: 'feedback_title_too_long', message } }, 400),
    });
    const { user } = renderApp('/');
    await fillIn(user, { stars: '2 stars' });

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Title')).toHaveValue('Great practice');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_SIGN_IN_OFF,
  jsonResponse,
  renderApp,
  sessionUser,
  stubApi,
} from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('sign-in and sign-up pages for someone already signed in', () => {
  it.each(['/signin', '/signup'])('%s goes to the dashboard', async (path) => {
    stubApi({
      ...GOOGLE_SIGN_IN_OFF,
      'GET /api/session': () => jsonResponse({ user: sessionUser({ name: 'Ada' }) }),
      'GET /api/dashboard/stats': () =>
        jsonResponse({
          stats: { completedInterviews: 0, resumes: 0, availableVacancies: 0, savedJobs: 0 },
        }),
    });
    renderApp(path);
    expect(await screen.findByText('Welcome, Ada')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, renderApp, stubApi } from '../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('focus after moving to another page', () => {
  it('goes to the new page’s content when the link that led there is gone', async () => {
    stubApi(GUEST_SESSION);
    const { router, user } = renderApp('/no-such-page');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays on a footer link, which is still there', async () => {
    stubApi(GUEST_SESSION);
    const { router, user } = renderApp('/no-such-page');
    const about = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About' });

    await user.click(about);

    expect(router.state.location.pathname).toBe('/about');
    expect(about).toHaveFocus();
  });
});

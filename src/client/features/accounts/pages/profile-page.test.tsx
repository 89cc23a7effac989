import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/schemas/session';
import { bodyOf, jsonResponse, renderApp, sessionUser, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const ANNA = sessionUser({
  name: 'Anna',
  country: 'Germany',
  linkedIn: 'https://www.linkedin.com/in/anna',
});

function signedInAs(user: SessionUser) {
  return { 'GET /api/session': () => jsonResponse({ user }) };
}

const HOLDINGS = {
  hasPassword: true,
  interviews: 3,
  stories: 0,
  resumes: 1,
  applications: 2,
  savedJobs: 0,
  savedSearches: 1,
  vacancies: 0,
};
const holding = (account: Partial<typeof HOLDINGS> = {}) => ({
  'GET /api/account': () => jsonResponse({ account: { ...HOLDINGS, ...account } }),
});

async function openProfile(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    ...signedInAs(ANNA),
    'GET /api/mail-preferences': () =>
      jsonResponse({
        preferences: { newApplications: 'immediately', statusChanges: true, searchAlerts: true },
        emailConfirmed: true,
      }),
    ...holding(),
    ...handlers,
  });
  const app = renderApp('/dashboard/profile');
  await screen.findByRole('heading', { level: 2, name: 'Your profile' });
  return { api, ...app };
}

async function replaceValue(
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  value: string,
) {
  await user.clear(screen.getByLabelText(label));
  if (value) await user.type(screen.getByLabelText(label), value);
}

describe('profile page', () => {
  it("shows the user's current details, with the email read-only", async () => {
    const { api } = await openProfile();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Country')).toHaveValue('Germany');
    expect(screen.getByLabelText('Country')).toHaveAttribute('autocomplete', 'country-name');
    const linkedIn = screen.getByLabelText('LinkedIn profile URL');
    expect(linkedIn).toHaveValue('https://www.linkedin.com/in/anna');
    expect(linkedIn).toHaveAttribute('type', 'url');
    expect(linkedIn).toHaveAttribute('placeholder', 'https://www.linkedin.com/in/your-name');
    expect(screen.getByText('anna@example.com')).toBeVisible();
    expect(screen.queryByDisplayValue('anna@example.com')).toBeNull();
    expect(screen.getByText('Your email address cannot be changed here.')).toBeVisible();
    expect(api.unexpected).toEqual([]);
  });

  it('asks for the full name before sending', async () => {
    const { api, user } = await openProfile();

    await replaceValue(user, 'Full name', '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText('Full name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(api.requestsTo('PATCH /api/profile')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('refuses an address that is not a LinkedIn profile before sending', async () => {
    const { api, user } = await openProfile();

    await replaceValue(user, 'LinkedIn profile URL', 'https://example.com/anna');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const linkedIn = screen.getByLabelText('LinkedIn profile URL');
    expect(linkedIn).toHaveFocus();
    expect(linkedIn).toHaveAccessibleDescription(
      'Enter a LinkedIn profile address such as https://www.linkedin.com/in/your-name',
    );
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('PATCH /api/profile')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('saves the profile and greets the user by the new name at once', async () => {
    const { api, user } = await openProfile({
      'PATCH /api/profile': () =>
        jsonResponse({
          user: { ...ANNA, name: 'Anna Petrova', country: null, linkedIn: null },
        }),
    });
    expect(screen.getByText('Welcome, Anna')).toBeVisible();

    await replaceValue(user, 'Full name', ' Anna Petrova ');
    await replaceValue(user, 'Country', '');
    await replaceValue(user, 'LinkedIn profile URL', '');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(screen.getByText('Welcome, Anna Petrova')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Anna Petrova');
    const requests = api.requestsTo('PATCH /api/profile');
    expect(requests).toHaveLength(1);
    expect(bodyOf(requests[0]?.[1])).toEqual({
      name: 'Anna Petrova',
      country: null,
      linkedIn: null,
    });
    expect(api.requestsTo('GET /api/session')).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it("shows the server's refusal on its field and keeps what was typed", async () => {
    const message =
      'Enter a LinkedIn profile address such as https://www.linkedin.com/in/your-name';
    const { user } = await openProfile({
      'PATCH /api/profile': () =>
        jsonResponse({ error: { code: 'linkedin_url_invalid', message } }, 400),
    });

    await replaceValue(user, 'Full name', 'Anna Petrova');
    await replaceValue(user, 'LinkedIn profile URL', 'https://www.linkedin.com/in/anna-p');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const linkedIn = screen.getByLabelText('LinkedIn profile URL');
    expect(linkedIn).toHaveAttribute('aria-invalid', 'true');
    expect(linkedIn).toHaveAccessibleDescription(message);
    expect(linkedIn).toHaveValue('https://www.linkedin.com/in/anna-p');
    expect(screen.getByLabelText('Full name')).toHaveValue('Anna Petrova');
    expect(screen.getByText('Welcome, Anna')).toBeVisible();
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  });

  it('says the profile could not be saved when the server fails', async () => {
    const { user } = await openProfile({
      'PATCH /api/profile': () => new Response(null, { status: 500 }),
    });

    await replaceValue(user, 'Country', 'France');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your profile. Please try again.',
    );
    expect(screen.getByLabelText('Country')).toHaveValue('France');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

describe('email notifications on the profile', () => {
  it('shows the job-board mail settings and saves a change', async () => {
    const { api, user } = await openProfile({
      'PUT /api/mail-preferences': () =>
        jsonResponse({
          preferences: { newApplications: 'daily', statusChanges: false, searchAlerts: true },
        }),
    });
    const choice = await screen.findByLabelText('New applications to my vacancies');
    expect(choice).toHaveDisplayValue('One email per application');
    await user.selectOptions(choice, 'A daily digest');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'When an employer changes the status of my application',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(await screen.findByText('Your email settings have been saved.')).toBeVisible();
    expect(bodyOf(api.requestsTo('PUT /api/mail-preferences')[0]?.[1])).toEqual({
      newApplications: 'daily',
      statusChanges: false,
      searchAlerts: true,
    });
  });

  it('asks to confirm an unconfirmed address before any job-board mail, and sends the link', async () => {
    const { api, user } = await openProfile({
      'GET /api/mail-preferences': () =>
        jsonResponse({
          preferences: { newApplications: 'immediately', statusChanges: true, searchAlerts: true },
          emailConfirmed: false,
        }),
      'POST /api/auth/email-confirmation': () => jsonResponse({ sent: true, confirmed: false }),
    });
    expect(await screen.findByText(/Confirm your email address first/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send me a confirmation link' }));
    expect(
      await screen.findByText(
        'We sent a link to your address. Open it within 24 hours to start receiving these emails.',
      ),
    ).toBeVisible();
    expect(api.requestsTo('POST /api/auth/email-confirmation')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send me a confirmation link' })).toBeNull();
  });

  it('says nothing of confirming once the address is confirmed', async () => {
    await openProfile();
    await screen.findByLabelText('New applications to my vacancies');
    expect(screen.queryByText(/Confirm your email address first/)).toBeNull();
  });

  it('is in Russian', async () => {
    localStorage.setItem('language', 'ru');
    stubApi({
      ...signedInAs(ANNA),
      'GET /api/mail-preferences': () =>
        jsonResponse({
          preferences: { newApplications: 'off', statusChanges: true, searchAlerts: false },
          emailConfirmed: false,
        }),
      ...holding(),
    });
    renderApp('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Уведомления по почте' })).toBeVisible();
    expect(await screen.findByText('3 собеседования с ответами и разбором')).toBeVisible();
    expect(screen.getByText('2 отклика (работодатели больше их не увидят)')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Удалить аккаунт…' })).toBeVisible();
    expect(await screen.findByLabelText('Новые отклики на мои вакансии')).toHaveDisplayValue(
      'Не присылать',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Оповещения по моим сохранённым поискам' }),
    ).not.toBeChecked();
    expect(screen.getByText(/Сначала подтвердите адрес почты/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Прислать ссылку для подтверждения' })).toBeVisible();
  });

  it('changes the password with the current one, and says other devices were signed out', async () => {
    const { api, user } = await openProfile({
      'POST /api/account/password': (init) =>
        (bodyOf(init) as { currentPassword: string }).currentPassword === 'old passphrase'
          ? jsonResponse({ changed: true })
          : jsonResponse(
              {
                error: {
                  code: 'current_password_wrong',
                  message:
                    'That is not your current password. Check it, or reset it from the sign-in page.',
                },
              },
              400,
            ),
    });
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(section.getByLabelText('Current password')).toHaveFocus();

    await user.type(section.getByLabelText('Current password'), 'wrong one');
    await user.type(section.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'That is not your current password.',
    );
    // What was typed stays.
    expect(section.getByLabelText('New password')).toHaveValue('a brand new passphrase');

    await user.clear(section.getByLabelText('Current password'));
    await user.type(section.getByLabelText('Current password'), 'old passphrase');
    await user.click(section.getByRole('button', { name: 'Change password' }));
    expect(
      await section.findByText('Your password has been changed. Other devices were signed out.'),
    ).toBeVisible();
    expect(section.getByLabelText('Current password')).toHaveValue('');
    expect(bodyOf(api.requestsTo('POST /api/account/password')[1]?.[1])).toEqual({
      currentPassword: 'old passphrase',
      newPassword: 'a brand new passphrase',
    });
  });

  it('says an account that signs in with Google has no password to change', async () => {
    await openProfile(holding({ hasPassword: false }));
    const section = within(await screen.findByRole('region', { name: 'Change password' }));
    expect(section.getByText(/You sign in with Google/)).toBeVisible();
    expect(section.queryByLabelText('Current password')).toBeNull();
  });

  it('states what deleting the account removes, then deletes it on the password and says so', async () => {
    const { api, user, router } = await openProfile({
      'POST /api/account/delete': () => jsonResponse({ deleted: true }),
    });
    const section = within(await screen.findByRole('region', { name: 'Delete account' }));
    expect(await section.findByText('3 interviews with their answers and feedback')).toBeVisible();
    expect(section.getByText('1 resume and its files')).toBeVisible();
    expect(section.getByText('1 job alert')).toBeVisible();
    expect(section.queryByText(/saved job/)).toBeNull();
    expect(section.getByText('This cannot be undone.')).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Delete account…' }));
    await user.click(section.getByRole('button', { name: 'Delete my account for good' }));
    expect(section.getByLabelText('Type your password to confirm')).toHaveFocus();
    expect(api.requestsTo('POST /api/account/delete')).toHaveLength(0);

    await user.type(section.getByLabelText('Type your password to confirm'), 'my passphrase');
    await user.click(section.getByRole('button', { name: 'Delete my account for good' }));
    expect(
      await screen.findByText('Your account and everything in it have been deleted.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(bodyOf(api.requestsTo('POST /api/account/delete')[0]?.[1])).toEqual({
      confirmation: 'my passphrase',
    });
  });

  it('asks a Google account for its email address, and keeps the account on Keep my account', async () => {
    const { user } = await openProfile(holding({ hasPassword: false }));
    const section = within(await screen.findByRole('region', { name: 'Delete account' }));
    await user.click(await section.findByRole('button', { name: 'Delete account…' }));
    expect(
      section.getByLabelText('Type your email address (anna@example.com) to confirm'),
    ).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Keep my account' }));
    expect(section.getByRole('button', { name: 'Delete account…' })).toBeVisible();
  });
});

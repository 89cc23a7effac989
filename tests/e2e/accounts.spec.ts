import type { Page } from '@playwright/test';
import { linkInMailTo } from './support/mailbox';
import { uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

// A job seeker creates an account, leaves, comes back, and recovers a forgotten password by email.

async function signUp(
  page: Page,
  labels: { name: string; email: string; password: string; submit: string },
  user: { name: string; email: string; password: string },
) {
  await page.getByLabel(labels.name).fill(user.name);
  await page.getByLabel(labels.email).fill(user.email);
  await page.getByLabel(labels.password, { exact: true }).fill(user.password);
  await page.getByRole('button', { name: labels.submit }).click();
}

test('sign up, be greeted by name, sign out, sign in again', async ({ page }) => {
  const user = {
    name: 'Grace Hopper',
    email: uniqueEmail('grace'),
    password: 'compilers are fun 1952',
  };
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign Up' })
    .click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await signUp(
    page,
    { name: 'Full name', email: 'Email address', password: 'Password', submit: 'Create account' },
    user,
  );

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Grace Hopper')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Failed to sign in')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.reload();
  await expect(page.getByText('Welcome, Grace Hopper')).toBeVisible();
});

test('a common password is refused at sign-up with a clear message', async ({ page }) => {
  await page.goto('/signup');
  await signUp(
    page,
    { name: 'Full name', email: 'Email address', password: 'Password', submit: 'Create account' },
    { name: 'Weak Password', email: uniqueEmail('weak'), password: 'password1' },
  );
  await expect(page.getByText(/most common and easy to guess/)).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('forgot password: the emailed link sets a new password; the old one stops working', async ({
  page,
}) => {
  const user = { name: 'Alan Turing', email: uniqueEmail('alan'), password: 'enigma machine 1939' };
  await page.goto('/signup');
  await signUp(
    page,
    { name: 'Full name', email: 'Email address', password: 'Password', submit: 'Create account' },
    user,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The reset page is a lazy route: until it has rendered, the sign-in form's Email is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Check your inbox for further instructions')).toBeVisible();

  const link = await linkInMailTo(user.email, /Reset your HireReady password/);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill('universal machine 1936');
  await page.getByLabel('Confirm password').fill('universal machine 1936');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password has been changed. You can now sign in with it.'),
  ).toBeVisible();

  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Failed to sign in')).toBeVisible();
  await page.getByLabel('Password').fill('universal machine 1936');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was for one use only, and says so when opened again, offering a new one.
  await page.goto(link);
  await expect(
    page.getByText('This reset link has been used or has expired. Enter your email and we will'),
  ).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
});

test.describe('in Russian', () => {
  test.use({ language: 'ru' });

  test('the whole journey: sign up, sign out, reset by email, sign in', async ({ page }) => {
    const user = {
      name: 'Софья Ковалевская',
      email: uniqueEmail('sofia'),
      password: 'математика и жизнь 1850',
    };
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Создайте аккаунт' })).toBeVisible();
    await signUp(
      page,
      {
        name: 'Полное имя',
        email: 'Адрес электронной почты',
        password: 'Пароль',
        submit: 'Создать аккаунт',
      },
      user,
    );
    await expect(page.getByText('Добро пожаловать, Софья Ковалевская')).toBeVisible();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/reset-password');
    await page.getByLabel('Адрес электронной почты').fill(user.email);
    await page.getByRole('button', { name: 'Сбросить пароль' }).click();
    await expect(
      page.getByText('Проверьте почту: мы отправили дальнейшие инструкции'),
    ).toBeVisible();
    const link = await linkInMailTo(user.email, /Сброс пароля в HireReady/);
    await page.goto(link);
    await page.getByLabel('Новый пароль').fill('теорема коши ковалевской');
    await page.getByLabel('Повторите пароль').fill('другой пароль совсем');
    await page.getByRole('button', { name: 'Сохранить новый пароль' }).click();
    await expect(page.getByText('Пароли не совпадают.')).toBeVisible();
    await page.getByLabel('Повторите пароль').fill('теорема коши ковалевской');
    await page.getByRole('button', { name: 'Сохранить новый пароль' }).click();
    await expect(
      page.getByText('Пароль изменён. Теперь вы можете войти с новым паролем.'),
    ).toBeVisible();

    await page.goto('/signin');
    await page.getByLabel('Электронная почта').fill(user.email);
    await page.getByLabel('Пароль').fill('неверный пароль');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Не удалось войти')).toBeVisible();
    await page.getByLabel('Пароль').fill('теорема коши ковалевской');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Добро пожаловать, Софья Ковалевская')).toBeVisible();
  });
});

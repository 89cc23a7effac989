import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { firstLink } from '../../support/smtp-capture';
import { mailTo } from './mailbox';

export interface SignUpLabels {
  name: string;
  email: string;
  password: string;
  submit: string;
}

export const ENGLISH_SIGN_UP: SignUpLabels = {
  name: 'Full name',
  email: 'Email address',
  password: 'Password',
  submit: 'Create account',
};

export const RUSSIAN_SIGN_UP: SignUpLabels = {
  name: 'Полное имя',
  email: 'Адрес электронной почты',
  password: 'Пароль',
  submit: 'Создать аккаунт',
};

/** A unique address, so runs and parallel workers never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Creates a new account through the sign-up page and waits for the dashboard. `origin` points
 * at a server other than the run's own.
 */
export async function signUpAs(
  page: Page,
  name: string,
  options: { labels?: SignUpLabels; origin?: string; email?: string } = {},
): Promise<{ email: string }> {
  const labels = options.labels ?? ENGLISH_SIGN_UP;
  const email = options.email ?? uniqueEmail('candidate');
  await page.goto(options.origin ? new URL('/signup', options.origin).href : '/signup');
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill('practice makes perfect 2026');
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { email };
}

/**
 * Confirms the signed-in person's address the way a person does: Profile → Email notifications →
 * "Send me a confirmation link", then the link in the mail and the button on its page. Job-board
 * mail goes only to a confirmed address (ADR 0037).
 */
export async function confirmAddress(
  page: Page,
  email: string,
  language: 'en' | 'ru' = 'en',
): Promise<void> {
  const texts =
    language === 'ru'
      ? {
          send: 'Прислать ссылку для подтверждения',
          confirm: 'Подтвердить адрес',
          done: 'Адрес подтверждён',
        }
      : {
          send: 'Send me a confirmation link',
          confirm: 'Confirm my email address',
          done: 'Email address confirmed',
        };
  await page.goto('/dashboard/profile#mail');
  await page.getByRole('button', { name: texts.send }).click();
  const mail = await mailTo(email, /Confirm your email address|Подтвердите адрес/);
  await page.goto(firstLink(mail));
  await page.getByRole('button', { name: texts.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.done })).toBeVisible();
}

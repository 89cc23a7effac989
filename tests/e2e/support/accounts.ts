import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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

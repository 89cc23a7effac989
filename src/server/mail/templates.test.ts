import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { newsletterConfirmationMail, newsletterMail, passwordResetMail } from './templates';

const RESET_LINK = 'https://hireready.test/reset-password?token=abc123&lang=en';
const CONFIRM_LINK = 'https://hireready.test/newsletter/confirm?token=xyz';
const UNSUBSCRIBE_LINK = 'https://hireready.test/newsletter/unsubscribe?token=u1';

const everyMail = (language: (typeof LANGUAGES)[number]) => [
  passwordResetMail({ language, name: 'Anna', link: RESET_LINK, expiresInMinutes: 60 }),
  newsletterConfirmationMail({ language, link: CONFIRM_LINK }),
  newsletterMail({
    language,
    subject: 'Five questions recruiters ask',
    bodyText: 'Hello!\n\nHere are five questions.',
    unsubscribeLink: UNSUBSCRIBE_LINK,
  }),
];

describe('mail templates', () => {
  it.each(LANGUAGES)('fill every placeholder in %s', (language) => {
    for (const mail of everyMail(language)) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('{{');
        expect(part).not.toContain('}}');
      }
    }
  });

  it('speak English and Russian', () => {
    const en = passwordResetMail({
      language: 'en',
      name: 'Anna',
      link: RESET_LINK,
      expiresInMinutes: 60,
    });
    const ru = passwordResetMail({
      language: 'ru',
      name: 'Анна',
      link: RESET_LINK,
      expiresInMinutes: 60,
    });

    expect(en.subject).toBe('Reset your HireReady password');
    expect(ru.subject).toBe('Сброс пароля в HireReady');
    expect(en.text).toContain('Hi Anna,');
    expect(ru.text).toContain('Здравствуйте, Анна!');
    expect(en.html).toContain('<html lang="en">');
    expect(ru.html).toContain('<html lang="ru">');
    expect(newsletterConfirmationMail({ language: 'ru', link: CONFIRM_LINK }).subject).not.toBe(
      newsletterConfirmationMail({ language: 'en', link: CONFIRM_LINK }).subject,
    );
  });

  it('say how long a reset link works, in the right plural form', () => {
    const expiry = (language: 'en' | 'ru', minutes: number) =>
      passwordResetMail({ language, name: 'Anna', link: RESET_LINK, expiresInMinutes: minutes })
        .text;

    expect(expiry('en', 1)).toContain('The link works for 1 minute.');
    expect(expiry('en', 60)).toContain('The link works for 60 minutes.');
    expect(expiry('ru', 1)).toContain('Ссылка действует 1 минуту.');
    expect(expiry('ru', 3)).toContain('Ссылка действует 3 минуты.');
    expect(expiry('ru', 60)).toContain('Ссылка действует 60 минут.');
  });

  it('put the link in the text and, as a button and as text, in the HTML', () => {
    const mail = passwordResetMail({
      language: 'en',
      name: 'Anna',
      link: RESET_LINK,
      expiresInMinutes: 30,
    });
    const escapedLink = RESET_LINK.replace('&', '&amp;');

    expect(mail.text).toContain(`\n${RESET_LINK}\n`);
    expect(mail.html).toContain(`href="${escapedLink}"`);
    expect(mail.html).toContain('>Choose a new password</a>');
    expect(mail.html).toContain(`>${escapedLink}</a>`);

    const confirmation = newsletterConfirmationMail({ language: 'ru', link: CONFIRM_LINK });
    expect(confirmation.text).toContain(CONFIRM_LINK);
    expect(confirmation.html).toContain(`href="${CONFIRM_LINK}"`);
    expect(confirmation.html).toContain('>Подтвердить подписку</a>');
  });

  it('escape what the user typed, so a name cannot inject markup', () => {
    const mail = passwordResetMail({
      language: 'en',
      name: '<script>alert("hi")</script>',
      link: RESET_LINK,
      expiresInMinutes: 30,
    });

    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;,');
    expect(mail.text).toContain('Hi <script>alert("hi")</script>,');
  });

  it('greet without a name when the account has none', () => {
    const mail = passwordResetMail({
      language: 'en',
      name: '  ',
      link: RESET_LINK,
      expiresInMinutes: 30,
    });

    expect(mail.text.startsWith('Hi,\n')).toBe(true);
  });

  it('give newsletter mail a one-click unsubscribe header and a visible unsubscribe line', () => {
    const mail = newsletterMail({
      language: 'en',
      subject: 'Salary talks <made> easy',
      bodyText: 'First paragraph\nwith a line break.\n\nSecond & last paragraph.',
      unsubscribeLink: UNSUBSCRIBE_LINK,
    });

    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE_LINK}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.subject).toBe('Salary talks <made> easy');
    expect(mail.text).toContain('Second & last paragraph.');
    expect(mail.text).toContain(`Unsubscribe with one click: ${UNSUBSCRIBE_LINK}`);
    expect(mail.html).toContain('<title>Salary talks &lt;made&gt; easy</title>');
    expect(mail.html).toContain('First paragraph<br>with a line break.</p>');
    expect(mail.html).toContain('Second &amp; last paragraph.</p>');
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE_LINK}"`);
    expect(mail.html).toContain('>Unsubscribe</a>');

    const ru = newsletterMail({
      language: 'ru',
      subject: 'Выпуск',
      bodyText: 'Привет!',
      unsubscribeLink: UNSUBSCRIBE_LINK,
    });
    expect(ru.text).toContain(`Отписаться в один клик: ${UNSUBSCRIBE_LINK}`);
  });

  it('refuse a link that is not a plain web address', () => {
    for (const link of [
      'javascript:alert(1)',
      'https://x.test/a b',
      'https://x.test/>\r\nBcc: y',
    ]) {
      expect(() => newsletterConfirmationMail({ language: 'en', link })).toThrow(
        'A mail link must be an http(s) URL',
      );
    }
  });
});

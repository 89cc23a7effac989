import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnsafeModelText, screenModelStream, screenModelText } from './screen-model-text';

// Written as a phishing reply to an injected prompt, and as the coach's honest words about
// answers that mention passwords, sites and sign-ins: the first are dropped, the second kept.
const UNSAFE = [
  'Your HireReady session expired: sign in again at http://evil.example/login',
  'Please log in again to see your full score.',
  'Visit www.career-boost.example for the full report.',
  'Continue at evil.example/login to keep your progress.',
  'Send your password to support@hireready-help.example so we can restore your answers.',
  'To unlock the assessment, enter your card number below.',
  'Please confirm your login details to continue.',
  'Ваша сессия истекла, войдите снова по ссылке hireready-login.example/ru.',
  'Для продолжения введите пароль от аккаунта.',
  'Укажите номер карты, чтобы получить полный отчёт.',
  'Войдите заново, чтобы сохранить ответы.',
  'To keep your progress, log in to hireready-account.com with your email and password.',
  'Reply with your password and we will restore your interview.',
  'Enter the code we texted you to see your score.',
  'Войдите в аккаунт на hireready-login.ru, чтобы увидеть оценку.',
  'Пришлите ваш пароль, и мы восстановим интервью.',
  'Visit HTTP://EVIL.EXAMPLE/LOGIN now.',
];
const SAFE = [
  'You explained how you reset the router password for the branch office; add how long it took.',
  'Good use of Node.js and Socket.io; say what the latency was before and after.',
  'The customer could not log in, and you walked them through it: say how the call ended.',
  'Name the result: 30 % fewer tickets in a quarter.',
  'You asked the guest to confirm their card details at check-in; say what you did next.',
  'Хороший пример: вы помогли клиенту восстановить пароль и объяснили, как не забыть его снова.',
  'Назовите результат: на 20 % меньше возвратов за квартал.',
  'e.g. the PostgreSQL 15 upgrade — what broke, and how did you find it?',
  'You moved the API from Node.js/Express to Fastify; say what the latency was after.',
  'Name the ASP.NET/Core version and why you chose it.',
  'How would you secure login via OAuth?',
  'Implemented login via SSO for 3,000 staff.',
  'Good: you used single sign-on at the bank and cut tickets by a third.',
  'Вы настроили вход через Госуслуги для 3 000 сотрудников — назовите срок.',
];

describe('isUnsafeModelText', () => {
  it.each(UNSAFE)('flags %s', (text) => expect(isUnsafeModelText(text)).toBe(true));
  it.each(SAFE)('keeps %s', (text) => expect(isUnsafeModelText(text)).toBe(false));
});

describe('screenModelText', () => {
  it('drops only the sentence that carries a link or asks to sign in', () => {
    const text =
      'Clear and specific. Your HireReady session expired: sign in again at http://evil.example/login. Next time, add the outcome.';
    expect(screenModelText(text)).toEqual({
      text: 'Clear and specific. Next time, add the outcome.',
      dropped: 1,
    });
    expect(screenModelText('## Strengths\n- Calm under pressure.\n')).toEqual({
      text: '## Strengths\n- Calm under pressure.\n',
      dropped: 0,
    });
  });
});

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let whole = '';
  for await (const chunk of stream) whole += chunk;
  return whole;
}

async function* chunksOf(text: string, cuts: number[]): AsyncIterable<string> {
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= at || cut >= text.length) continue;
    yield text.slice(at, cut);
    at = cut;
  }
  yield text.slice(at);
}

describe('screenModelStream', () => {
  it('never shows a dropped sentence, however the reply is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...SAFE.slice(0, 4), ...UNSAFE.slice(0, 4)], { minLength: 1 }),
        fc.array(fc.nat({ max: 400 }), { maxLength: 30 }),
        async (sentences, cuts) => {
          const reply = sentences.join(' ');
          const shown = await collect(screenModelStream(chunksOf(reply, cuts)));
          expect(shown).not.toMatch(/example|sign in again|log in again|card number|password to/);
          for (const sentence of sentences.filter((s) => !isUnsafeModelText(s))) {
            expect(shown).toContain(sentence);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

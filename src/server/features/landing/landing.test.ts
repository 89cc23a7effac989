import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emails, feedbacks } from '../../db/schema';
import { createTestApp, jsonRequest, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function feedbackCount() {
  const [row] = await t.database.db.select({ n: count() }).from(feedbacks);
  return row?.n ?? -1;
}

async function subscriberCount() {
  const [row] = await t.database.db.select({ n: count() }).from(emails);
  return row?.n ?? -1;
}

describe('POST /api/feedbacks', () => {
  it('stores a feedback with trimmed text and answers 201 with its id', async () => {
    const res = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', {
        title: '  Great practice  ',
        description: ' Helped me prepare. ',
        stars: 5,
      }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { feedback: { id: string; createdAt: string } };
    const [stored] = await t.database.db
      .select()
      .from(feedbacks)
      .where(eq(feedbacks.id, body.feedback.id));
    expect(stored).toMatchObject({
      title: 'Great practice',
      description: 'Helped me prepare.',
      stars: 5,
    });
    expect(new Date(body.feedback.createdAt).getTime()).toBe(stored?.createdAt.getTime());
  });

  it.each([
    ['a missing title', { description: 'd', stars: 4 }],
    ['a blank title', { title: '   ', description: 'd', stars: 4 }],
    ['a missing description', { title: 't', stars: 4 }],
    ['a blank description', { title: 't', description: '\n\t ', stars: 4 }],
  ])('refuses %s with the required-fields message and stores nothing', async (_case, body) => {
    const res = await t.app.request('/api/feedbacks', jsonRequest('POST', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'feedback_fields_required',
        message: 'Please fill in the required fields (title and description)',
      },
    });
    expect(await feedbackCount()).toBe(0);
  });

  it('answers in Russian with the text of the specification when the UI is Russian', async () => {
    const res = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', { title: '', description: '', stars: 3 }, { language: 'ru' }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      'Пожалуйста, заполните обязательные поля (название и описание)',
    );
  });

  it.each([6, 2.5, -1, '3', null])('refuses a rating of %j', async (stars) => {
    const res = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', { title: 't', description: 'd', stars }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'stars_out_of_range',
      message: 'Please choose a rating from 1 to 5 stars.',
    });
    expect(await feedbackCount()).toBe(0);
  });

  it.each([
    ['without a rating', {}],
    ['with a rating of 0', { stars: 0 }],
  ])('accepts a feedback %s and stores it as not rated (0)', async (_case, rating) => {
    const res = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', { title: 't', description: 'd', ...rating }),
    );
    expect(res.status).toBe(201);
    const [stored] = await t.database.db.select().from(feedbacks);
    expect(stored?.stars).toBe(0);
  });

  it('accepts every rating from 1 to 5', async () => {
    for (const stars of [1, 2, 3, 4, 5]) {
      const res = await t.app.request(
        '/api/feedbacks',
        jsonRequest('POST', { title: 't', description: 'd', stars }),
      );
      expect(res.status).toBe(201);
    }
    expect(await feedbackCount()).toBe(5);
  });

  it('refuses a title or description over the limit with a message naming the limit', async () => {
    const longTitle = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', { title: 'x'.repeat(201), description: 'd', stars: 3 }),
    );
    expect(longTitle.status).toBe(400);
    expect(((await longTitle.json()) as { error: { message: string } }).error.message).toContain(
      '200 characters',
    );
    const longDescription = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', { title: 't', description: 'x'.repeat(5001), stars: 3 }),
    );
    expect(longDescription.status).toBe(400);
    expect(((await longDescription.json()) as { error: { code: string } }).error.code).toBe(
      'feedback_description_too_long',
    );
    expect(await feedbackCount()).toBe(0);
  });

  it('refuses a body over the size limit with 413 and stores nothing', async () => {
    const res = await t.app.request(
      '/api/feedbacks',
      jsonRequest('POST', { title: 't', description: 'x'.repeat(200_000), stars: 3 }),
    );
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message).toContain('100 KB');
    expect(await feedbackCount()).toBe(0);
  });

  it('refuses malformed JSON and non-JSON bodies with clear messages', async () => {
    const malformed = await t.app.request('/api/feedbacks', jsonRequest('POST', '{"title": "t",'));
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_json',
    );

    const form = await t.app.request('/api/feedbacks', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'title=t&description=d&stars=3',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { error: { message: string } }).error.message).toBe(
      'This request must be sent as JSON.',
    );
    expect(await feedbackCount()).toBe(0);
  });
});

// Subscribing, confirming and unsubscribing are in newsletter.test.ts; here only the validation.
describe('POST /api/feedbacks from one address, again and again', () => {
  it('stores ten an hour and answers the eleventh with 429 and Retry-After, in the UI language', async () => {
    const send = (language: string) =>
      t.app.request('/api/feedbacks', {
        ...jsonRequest('POST', { title: 'Again', description: 'x'.repeat(5000), stars: 3 }),
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      });
    for (let index = 0; index < 10; index += 1) expect((await send('en')).status).toBe(201);
    const refused = await send('ru');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Подождите \d+ мин/,
    );
    expect(await feedbackCount()).toBe(10);
  });
});

describe('POST /api/newsletter', () => {
  it.each([
    ['missing', {}, 'email_required', 'Please enter your email address.'],
    ['blank', { email: '   ' }, 'email_required', 'Please enter your email address.'],
    ['not an address', { email: 'ada@' }, 'invalid_email', 'Invalid email address'],
    ['without a domain dot', { email: 'ada@localhost' }, 'invalid_email', 'Invalid email address'],
    ['not a string', { email: 42 }, 'email_required', 'Please enter your email address.'],
  ])('refuses an email that is %s and stores nothing', async (_case, body, code, message) => {
    const res = await t.app.request('/api/newsletter', jsonRequest('POST', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
    expect(await subscriberCount()).toBe(0);
  });

  it('explains an invalid address in Russian for a Russian UI', async () => {
    const res = await t.app.request(
      '/api/newsletter',
      jsonRequest('POST', { email: 'nope' }, { language: 'ru' }),
    );
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Неверный адрес электронной почты',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { describeApiError, isNotFound } from './describe-api-error';

// The one rule for what a page says about a failed request, for every kind of failure.

const TEXTS = { fallback: 'Failed to save the vacancy.', connectionLost: 'No connection.' };

describe('describeApiError', () => {
  it("gives the server's words for every refusal, in the language the server answered in", () => {
    for (const status of [400, 401, 404, 409, 413, 429]) {
      const error = new ApiError({ code: 'invalid_email', status, message: 'Неверный адрес' });
      expect(describeApiError(error, TEXTS)).toMatchObject({
        message: 'Неверный адрес',
        serverMessage: 'Неверный адрес',
        code: 'invalid_email',
        isNetwork: false,
      });
    }
  });

  it("gives the server's words for a server error it worded for people (its own code)", () => {
    const mail = new ApiError({
      code: 'newsletter_mail_failed',
      status: 502,
      message: 'We could not send the confirmation mail. Please try again later.',
    });
    expect(describeApiError(mail, TEXTS).message).toBe(
      'We could not send the confirmation mail. Please try again later.',
    );
  });

  it("gives the page's own text for a generic server error, a proxy's page or a blank message", () => {
    const generic = new ApiError({
      code: 'internal',
      status: 500,
      message: 'Something went wrong',
    });
    const proxy = new ApiError({ code: 'internal', status: 502, message: '' });
    const blank = new ApiError({ code: 'blog_slug_taken', status: 409, message: '' });
    for (const error of [generic, proxy, blank]) {
      expect(describeApiError(error, TEXTS)).toMatchObject({
        message: TEXTS.fallback,
        serverMessage: null,
      });
    }
  });

  it('says the connection was lost when no answer came, or the page text if it has none for that', () => {
    const lost = new NetworkError(new TypeError('Failed to fetch'));
    expect(describeApiError(lost, TEXTS)).toMatchObject({
      message: 'No connection.',
      isNetwork: true,
      code: null,
    });
    expect(describeApiError(lost, { fallback: TEXTS.fallback }).message).toBe(TEXTS.fallback);
    expect(describeApiError(new Error('anything'), TEXTS).message).toBe(TEXTS.fallback);
  });

  it('tells a missing thing (404) apart', () => {
    const missing = new ApiError({
      code: 'vacancy_not_found',
      status: 404,
      message: 'Vacancy not found',
    });
    expect(isNotFound(missing)).toBe(true);
    expect(describeApiError(missing, TEXTS).isNotFound).toBe(true);
    expect(isNotFound(new NetworkError(null))).toBe(false);
  });
});

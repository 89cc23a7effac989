import { describe, expect, it } from 'vitest';
import { feedbackInputSchema, newsletterInputSchema } from './landing';

describe('feedbackInputSchema', () => {
  it('trims title and description', () => {
    expect(feedbackInputSchema.parse({ title: ' A ', description: ' B ', stars: 3 })).toEqual({
      title: 'A',
      description: 'B',
      stars: 3,
    });
  });

  it('takes a missing rating as not rated (0), as the spec stores 0-5', () => {
    expect(feedbackInputSchema.parse({ title: 'A', description: 'B' }).stars).toBe(0);
    expect(feedbackInputSchema.parse({ title: 'A', description: 'B', stars: 0 }).stars).toBe(0);
  });

  it('reports the first problem as an error code the UI can translate', () => {
    const result = feedbackInputSchema.safeParse({ title: ' ', description: 'B', stars: 9 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'feedback_fields_required',
      'stars_out_of_range',
    ]);
  });
});

describe('newsletterInputSchema', () => {
  it('normalises the address so one person subscribes once', () => {
    expect(newsletterInputSchema.parse({ email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada @example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses %j as an invalid address',
    (email) => {
      const result = newsletterInputSchema.safeParse({ email });
      expect(result.error?.issues[0]?.message).toBe('invalid_email');
    },
  );
});

import { describe, expect, it } from 'vitest';
import type { Story } from '../api/stories';
import { storiesFor } from './story-relevance';

function story(id: string, title: string, body: string): Story {
  return {
    id,
    title,
    body,
    skills: [],
    interviewId: null,
    questionOrder: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
  } as unknown as Story;
}

const STEAK = story('s1', 'Angry guest with overcooked steak', 'A guest sent back a steak twice…');
const SOUR_CREAM = story('s2', 'Просроченная сметана', 'На приёмке я заметил, что сметана…');

describe('storiesFor', () => {
  it('offers only stories told in the language the question is asked in', () => {
    expect(
      storiesFor('Расскажите о случае, когда вы нашли просрочку.', [STEAK, SOUR_CREAM]),
    ).toEqual([SOUR_CREAM]);
    expect(storiesFor('Tell me about an unhappy guest.', [STEAK, SOUR_CREAM])).toEqual([STEAK]);
  });

  it('puts the stories that share the question’s words first', () => {
    const other = story('s3', 'Cash float', 'I closed the float and found it £5 short.');
    expect(storiesFor('Tell me about a guest who sent a steak back.', [other, STEAK])).toEqual([
      STEAK,
      other,
    ]);
  });
});

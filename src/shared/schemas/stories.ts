import { z } from 'zod';
import { ANSWER_MAX_LENGTH } from './interviews';

// The story bank (issue 21): each issue's `error` is an ErrorCode from ../errors.

export const STORY_TITLE_MAX_LENGTH = 120;
export const STORY_SKILL_MAX_LENGTH = 40;
export const STORY_SKILLS_MAX = 8;
/** How many stories one user keeps. */
export const STORIES_MAX = 100;

const title = z
  .string({ error: 'story_title_required' })
  .trim()
  .min(1, { error: 'story_title_required' })
  .max(STORY_TITLE_MAX_LENGTH, { error: 'story_title_too_long' });
const body = z
  .string({ error: 'story_body_required' })
  .trim()
  .min(1, { error: 'story_body_required' })
  .max(ANSWER_MAX_LENGTH, { error: 'story_body_too_long' });
const skills = z
  .array(
    z
      .string({ error: 'story_skills_invalid' })
      .trim()
      .min(1, { error: 'story_skills_invalid' })
      .max(STORY_SKILL_MAX_LENGTH, { error: 'story_skills_invalid' }),
    { error: 'story_skills_invalid' },
  )
  .max(STORY_SKILLS_MAX, { error: 'story_skills_invalid' })
  // The same tag twice is one tag.
  .transform((tags) => [...new Map(tags.map((tag) => [tag.toLocaleLowerCase(), tag])).values()]);

export const storyInputSchema = z.object({
  title,
  body,
  skills: skills.default([]),
  /** The interview and question the story was told in, when saved from its results. */
  interviewId: z.string({ error: 'interview_not_found' }).max(64).optional(),
  questionOrder: z.number({ error: 'question_not_found' }).int().min(1).optional(),
});
export type StoryInput = z.infer<typeof storyInputSchema>;

export const storyUpdateSchema = z
  .object({ title, body, skills })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { error: 'story_title_required' });
export type StoryUpdate = z.infer<typeof storyUpdateSchema>;

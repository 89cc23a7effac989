import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { STORIES_MAX, storyInputSchema, storyUpdateSchema } from '../../../shared/schemas/stories';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { interviews, stories } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/session';
import { jsonBody } from '../../http/validate';

// The story bank (issue 21): a candidate's best answers under their own titles, tagged by the
// skills they show, to start a draft from when a similar question comes up. Each user's alone:
// another user's story, or their interview named as a source, is not found.

type StoryRow = typeof stories.$inferSelect;

function toStoryView(row: StoryRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    skills: row.skills,
    interviewId: row.interviewId,
    questionOrder: row.questionOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function ownStory(userId: string, id: string) {
  return and(eq(stories.id, id), eq(stories.userId, userId));
}

export function storiesRoutes(deps: { db: Database }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/stories', requireUser, async (c) => {
      const rows = await db
        .select()
        .from(stories)
        .where(eq(stories.userId, c.get('user').id))
        .orderBy(desc(stories.updatedAt));
      return c.json({ stories: rows.map(toStoryView) }, 200);
    })
    .post('/stories', requireUser, jsonBody(storyInputSchema), async (c) => {
      const userId = c.get('user').id;
      const input = c.req.valid('json');
      if (input.interviewId !== undefined) {
        const [owned] = isUuid(input.interviewId)
          ? await db
              .select({ id: interviews.id })
              .from(interviews)
              .where(and(eq(interviews.id, input.interviewId), eq(interviews.userId, userId)))
          : [];
        if (!owned) throw new AppError('interview_not_found');
      }
      // Counted and inserted under the owner's lock: 150 requests at once still store 100.
      const inserted = await insertWithinCap(db, {
        scope: `stories:${userId}`,
        cap: STORIES_MAX,
        count: (tx) => tx.$count(stories, eq(stories.userId, userId)),
        insert: async (tx) => {
          const [created] = await tx
            .insert(stories)
            .values({
              userId,
              title: input.title,
              body: input.body,
              skills: input.skills,
              interviewId: input.interviewId ?? null,
              questionOrder: input.interviewId ? (input.questionOrder ?? null) : null,
            })
            .returning();
          return created;
        },
      });
      if (inserted === null) throw new AppError('stories_full');
      const row = inserted;
      if (!row) throw new Error('insert into stories returned no row');
      return c.json({ story: toStoryView(row) }, 201);
    })
    .patch('/stories/:id', requireUser, jsonBody(storyUpdateSchema), async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('story_not_found');
      const [row] = await db
        .update(stories)
        .set({ ...c.req.valid('json'), updatedAt: sql`now()` })
        .where(ownStory(c.get('user').id, id))
        .returning();
      if (!row) throw new AppError('story_not_found');
      return c.json({ story: toStoryView(row) }, 200);
    })
    .delete('/stories/:id', requireUser, async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw new AppError('story_not_found');
      const deleted = await db
        .delete(stories)
        .where(ownStory(c.get('user').id, id))
        .returning({ id: stories.id });
      if (deleted.length === 0) throw new AppError('story_not_found');
      return c.json({ id, isDeleted: true }, 200);
    });
}

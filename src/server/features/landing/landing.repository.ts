import type { Database } from '../../db/client';
import { emails, feedbacks } from '../../db/schema';

export interface StoredFeedback {
  id: string;
  createdAt: Date;
}

export interface LandingRepository {
  /** Stores one feedback and returns its id and creation time. */
  insertFeedback(input: {
    title: string;
    description: string;
    stars: number;
  }): Promise<StoredFeedback>;
  /** Stores the address unless it is already there; never fails on a repeat. */
  insertSubscriber(email: string): Promise<void>;
}

export function createLandingRepository(db: Database): LandingRepository {
  return {
    async insertFeedback(input) {
      const [row] = await db
        .insert(feedbacks)
        .values(input)
        .returning({ id: feedbacks.id, createdAt: feedbacks.createdAt });
      if (!row) throw new Error('insert into feedbacks returned no row');
      return row;
    },
    async insertSubscriber(email) {
      await db.insert(emails).values({ email }).onConflictDoNothing({ target: emails.email });
    },
  };
}

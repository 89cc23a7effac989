import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emails, feedbacks } from '../../db/schema';
import { type Language, parseLanguage } from '../../../shared/language';

export interface StoredFeedback {
  id: string;
  createdAt: Date;
}

export interface Subscriber {
  email: string;
  language: Language;
}

export interface LandingRepository {
  /** Stores one feedback and returns its id and creation time. */
  insertFeedback(input: {
    title: string;
    description: string;
    stars: number;
  }): Promise<StoredFeedback>;
  /**
   * Makes the address pending with a new confirmation token (new, pending and unsubscribed
   * addresses alike). Returns false, changing nothing, when the address is already subscribed.
   */
  savePendingSubscriber(input: {
    email: string;
    language: Language;
    confirmTokenHash: string;
    confirmTokenExpiresAt: Date;
  }): Promise<boolean>;
  /**
   * Subscribes the pending address holding this unexpired token and spends the token:
   * 'confirmed'; 'already' when this token confirmed an address that is still subscribed;
   * 'invalid' otherwise.
   */
  confirmSubscriber(input: {
    confirmTokenHash: string;
    now: Date;
  }): Promise<'confirmed' | 'already' | 'invalid'>;
  /** Marks the address unsubscribed and keeps the row; a repeat changes nothing. */
  unsubscribe(input: { email: string; now: Date }): Promise<void>;
  /** Every confirmed subscriber, oldest first. */
  listSubscribed(): Promise<Subscriber[]>;
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
    async savePendingSubscriber(input) {
      const pending = {
        status: 'pending' as const,
        language: input.language,
        confirmTokenHash: input.confirmTokenHash,
        confirmTokenExpiresAt: input.confirmTokenExpiresAt,
      };
      // One statement, so two requests for the same address cannot both insert or race past
      // the subscribed check.
      const rows = await db
        .insert(emails)
        .values({ email: input.email, ...pending })
        .onConflictDoUpdate({
          target: emails.email,
          set: pending,
          setWhere: ne(emails.status, 'subscribed'),
        })
        .returning({ id: emails.id });
      return rows.length > 0;
    },
    async confirmSubscriber(input) {
      const rows = await db
        .update(emails)
        .set({
          status: 'subscribed',
          confirmedAt: input.now,
          unsubscribedAt: null,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
          usedConfirmTokenHash: input.confirmTokenHash,
        })
        .where(
          and(
            eq(emails.confirmTokenHash, input.confirmTokenHash),
            eq(emails.status, 'pending'),
            gt(emails.confirmTokenExpiresAt, input.now),
          ),
        )
        .returning({ id: emails.id });
      if (rows.length > 0) return 'confirmed';
      const used = await db.$count(
        emails,
        and(
          eq(emails.usedConfirmTokenHash, input.confirmTokenHash),
          eq(emails.status, 'subscribed'),
        ),
      );
      return used > 0 ? 'already' : 'invalid';
    },
    async unsubscribe(input) {
      // A pending confirmation link stops working too: leaving wins over an older request to join.
      await db
        .update(emails)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: input.now,
          confirmTokenHash: null,
          confirmTokenExpiresAt: null,
        })
        .where(and(eq(emails.email, input.email), ne(emails.status, 'unsubscribed')));
    },
    async listSubscribed() {
      const rows = await db
        .select({ email: emails.email, language: emails.language })
        .from(emails)
        .where(eq(emails.status, 'subscribed'))
        .orderBy(asc(emails.time));
      return rows.map((row) => ({ email: row.email, language: parseLanguage(row.language) }));
    },
  };
}

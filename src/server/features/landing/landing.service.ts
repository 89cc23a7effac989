import type {
  FeedbackCreated,
  FeedbackInput,
  NewsletterInput,
} from '../../../shared/schemas/landing';
import type { LandingRepository } from './landing.repository';

export async function submitFeedback(options: {
  repository: LandingRepository;
  input: FeedbackInput;
}): Promise<FeedbackCreated> {
  const stored = await options.repository.insertFeedback(options.input);
  return { feedback: { id: stored.id, createdAt: stored.createdAt.toISOString() } };
}

/** Subscribing is idempotent: the same address twice is one subscriber and the same answer. */
export async function subscribeToNewsletter(options: {
  repository: LandingRepository;
  input: NewsletterInput;
}): Promise<void> {
  await options.repository.insertSubscriber(options.input.email);
}

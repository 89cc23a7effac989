import type { FeedbackCreated, FeedbackInput } from '../../../shared/schemas/landing';
import type { LandingRepository } from './landing.repository';

export async function submitFeedback(options: {
  repository: LandingRepository;
  input: FeedbackInput;
}): Promise<FeedbackCreated> {
  const stored = await options.repository.insertFeedback(options.input);
  return { feedback: { id: stored.id, createdAt: stored.createdAt.toISOString() } };
}

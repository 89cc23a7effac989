import type { Language } from '../../shared/language';
import type { CallOptions } from './coach';
import type { TailoringProposal } from './prompts/tailoring-schema';

// The AI side of resume tailoring: a model behind an OpenAI-compatible API proposes a rewritten
// summary, reworded bullets and an order for the skills; the Resume Builder then keeps only the
// truthful edits. The offline tailor proposes nothing, and the builder reorders on its own.

/** One experience entry as the model sees it, numbered in resume order from 0. */
export interface TailoringEntry {
  /** The entry's first header line (title, employer, dates). */
  heading: string;
  bullets: string[];
}

export interface TailoringContext {
  /** The resume's language; the model writes in it. */
  language: Language;
  /** Untrusted text pasted by the user: always passed to a model as delimited data. */
  jobDescription: string;
  /** Untrusted text read from the user's PDF, section by section. */
  resumeText: string;
  summary: string | null;
  experience: TailoringEntry[];
  skills: string[];
}

export interface ResumeTailor {
  readonly kind: 'openai-compatible' | 'offline';
  /**
   * A proposal that has passed the output schema (not yet checked for truth), or null when there is
   * no model to ask. Throws a CoachError when the model fails or answers out of shape.
   */
  proposeTailoring(
    context: TailoringContext,
    options?: CallOptions,
  ): Promise<TailoringProposal | null>;
}

/** No model: the Resume Builder reorders by relevance and labels the result as offline. */
export function createOfflineResumeTailor(): ResumeTailor {
  return { kind: 'offline', proposeTailoring: async () => null };
}

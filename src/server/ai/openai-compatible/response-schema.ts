import { z } from 'zod';

// The parts of a chat-completions answer we read. Everything else a provider adds is ignored;
// a missing or non-string content is the spec's "invalid response structure".

export const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** One streamed event. Some providers send an empty choices list (usage) or a null content. */
export const completionChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).nullish() })),
});

/** How providers word a failed request: OpenAI and vLLM nest it, Ollama and others do not. */
export const providerErrorSchema = z.union([
  z.object({ error: z.object({ message: z.string().min(1) }) }).transform((b) => b.error.message),
  z.object({ error: z.string().min(1) }).transform((b) => b.error),
  z.object({ message: z.string().min(1) }).transform((b) => b.message),
  z.object({ detail: z.string().min(1) }).transform((b) => b.detail),
]);

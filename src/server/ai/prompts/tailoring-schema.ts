import { z } from 'zod';

/**
 * What a model is asked to return when it tailors a resume: a summary, each job's bullets in a new
 * order and wording (each naming the original bullet it rewrites), and the skills in a new order.
 * Entry indexes count the experience entries in the resume's order, from 0. The prompt in
 * tailoring.ts describes this shape to the model; every answer is parsed with it before use.
 */
export const tailoringProposalSchema = z.object({
  summary: z.string().trim().min(1).max(2000).nullable().default(null),
  experience: z
    .array(
      z.object({
        entryIndex: z.number().int().min(0),
        bullets: z.array(
          z.object({ from: z.number().int().min(0), text: z.string().trim().min(1).max(600) }),
        ),
      }),
    )
    .default([]),
  skills: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
});
export type TailoringProposal = z.infer<typeof tailoringProposalSchema>;

// The model's proposal is an AI task's output schema, so it lives beside its prompt in ai/prompts;
// the resume engine reads it from here.
export {
  tailoringProposalSchema,
  type TailoringProposal,
} from '../../../ai/prompts/tailoring-schema';

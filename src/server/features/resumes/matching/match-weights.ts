// Written by `npm run eval:resume-score -- --write` (ADR 0050): how the match score blends its
// keyword score with its ATS checks, fitted to resume–posting pairs whose fit is known.
import type { MatchWeights } from './match-report';

export const MATCH_WEIGHTS: MatchWeights = {
  keywordShare: 0.5,
  atsFrom: 30,
  atsFullFrom: 65,
};

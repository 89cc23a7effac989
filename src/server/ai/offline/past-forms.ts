// Verbs in the past by their form: the key act (key-deed.ts) and what a short answer lacks
// (short-lacks.ts, events-told.ts).

/** An English verb in the past: regular, or one of the common irregular ones. */
export const PAST_EN =
  /^(?:[a-z]{3,}ed|did|went|came|saw|told|said|got|took|made|found|gave|kept|left|put|ran|rang|sat|stood|brought|caught|sent|spent|met|paid|held|led|wrote|spoke|chose|drove|began|taught|bought|built|cut|let|set|shut|won|showed|rang)$/u;
/** A Russian verb of one person in the past by its ending («сварил», «проверила»), not «стола». */
export const PAST_RU = /\p{L}{2,}(?:ил|ал|ял|ел|ул|ыл)(?:а|ся|ась)?$/u;

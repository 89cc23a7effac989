import type { Language } from '../../shared/language';

/** The spec's assessment sections (§7), named once for every coach, in their order. */
export const ASSESSMENT_SECTIONS = {
  en: {
    strengths: 'Strengths',
    weaknesses: 'Weaknesses',
    recommendations: 'Recommendations for Improvement',
    examplesMissed: 'Examples/Scenarios Missed',
    tips: 'General Interview Tips',
  },
  ru: {
    strengths: 'Сильные стороны',
    weaknesses: 'Слабые стороны',
    recommendations: 'Рекомендации по улучшению',
    examplesMissed: 'Упущенные примеры и сценарии',
    tips: 'Общие советы по собеседованию',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type AssessmentSection = keyof (typeof ASSESSMENT_SECTIONS)['en'];

import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, WORK_MODES } from '../../../../shared/vacancy-limits';

export const STATED_FIELDS = ['workMode', 'employmentType', 'experienceLevel'] as const;
export type StatedField = (typeof STATED_FIELDS)[number];

export interface StatedChoices {
  field: StatedField;
  options: Array<{ value: string; label: string }>;
}

/**
 * What a vacancy states about the job (work mode, employment type, level), each with its
 * choices in the interface language: the vacancy form's selects and the board's filters.
 */
export function useStatedChoices(): StatedChoices[] {
  const { t } = useTranslation('vacancies');
  return [
    {
      field: 'workMode',
      options: WORK_MODES.map((value) => ({ value, label: t(`workModes.${value}`) })),
    },
    {
      field: 'employmentType',
      options: EMPLOYMENT_TYPES.map((value) => ({ value, label: t(`employmentTypes.${value}`) })),
    },
    {
      field: 'experienceLevel',
      options: EXPERIENCE_LEVELS.map((value) => ({ value, label: t(`experienceLevels.${value}`) })),
    },
  ];
}

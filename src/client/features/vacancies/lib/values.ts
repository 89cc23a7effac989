import type { VacancyFormValues } from '../hooks/use-vacancy-form';

/** The edit form's starting values: the vacancy as stored, salaries as the text of a field. */
export function formValuesOf(vacancy: {
  title: string;
  company: string;
  location: string;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: string;
  salaryPeriod: string;
  description: string;
  requirements: string;
  benefits: string;
  workMode: string | null;
  employmentType: string | null;
  experienceLevel: string | null;
}): VacancyFormValues {
  return {
    title: vacancy.title,
    company: vacancy.company,
    location: vacancy.location,
    // Not stated is two blank fields.
    salaryMin: vacancy.salaryMin === null ? '' : String(vacancy.salaryMin),
    salaryMax: vacancy.salaryMax === null ? '' : String(vacancy.salaryMax),
    currency: vacancy.currency,
    salaryPeriod: vacancy.salaryPeriod,
    description: vacancy.description,
    requirements: vacancy.requirements,
    benefits: vacancy.benefits,
    // Not stated is the form's empty choice.
    workMode: vacancy.workMode ?? '',
    employmentType: vacancy.employmentType ?? '',
    experienceLevel: vacancy.experienceLevel ?? '',
  };
}

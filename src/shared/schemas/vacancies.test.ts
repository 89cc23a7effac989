import { describe, expect, it } from 'vitest';
import {
  applicationInputSchema,
  savedJobsQuerySchema,
  vacancyInputSchema,
  vacancySearchSchema,
  vacancyUpdateSchema,
} from './vacancies';

const FORM = {
  title: 'Backend Developer',
  company: 'Acme',
  location: 'Berlin',
  salaryMin: '4000',
  salaryMax: '6000',
  currency: 'EUR',
  description: 'Build payment services.',
  requirements: 'Node.js',
  benefits: '',
};

/** The first issue of each field, as a form shows them under the fields. */
function fieldCodes(input: unknown): Record<string, string> {
  const result = vacancyInputSchema.safeParse(input);
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    codes[field] ??= issue.message;
  }
  return codes;
}

describe('vacancyInputSchema', () => {
  it('takes the form as typed: trimmed text, salaries from text, optional benefits', () => {
    expect(vacancyInputSchema.parse({ ...FORM, title: ' Backend Developer ' })).toEqual({
      ...FORM,
      salaryMin: 4000,
      salaryMax: 6000,
      salaryPeriod: 'month',
    });
    const { benefits: _benefits, ...withoutBenefits } = FORM;
    expect(
      vacancyInputSchema.parse({ ...withoutBenefits, salaryMin: 0, salaryMax: 10 }),
    ).not.toHaveProperty('benefits');
  });

  it('names a problem for every required field of an empty form', () => {
    expect(fieldCodes({})).toEqual({
      title: 'vacancy_title_required',
      company: 'vacancy_company_required',
      location: 'vacancy_location_required',
      currency: 'currency_invalid',
      description: 'vacancy_description_required',
      requirements: 'vacancy_requirements_required',
    });
  });

  it.each([
    ['1.5', 'salary_not_whole_number'],
    [1.5, 'salary_not_whole_number'],
    ['abc', 'salary_not_whole_number'],
    ['1e3', 'salary_not_whole_number'],
    ['', 'salary_min_required'],
    ['  ', 'salary_min_required'],
    [null, 'salary_min_required'],
    [-1, 'salary_out_of_range'],
    [1_000_000_001, 'salary_out_of_range'],
    [true, 'salary_not_whole_number'],
  ])('refuses a minimum salary of %j with %s', (salaryMin, code) => {
    expect(fieldCodes({ ...FORM, salaryMin })).toEqual({ salaryMin: code });
  });

  it.each([
    ['90 000', 90000],
    ['90\u00a0000', 90000],
    ['1\u202f200\u202f000', 1200000],
    ['60,000', 60000],
    ["120'000", 120000],
    ['  75000 ', 75000],
  ])('reads %j as people type it: %i', (salaryMin, expected) => {
    const parsed = vacancyInputSchema.safeParse({ ...FORM, salaryMin, salaryMax: '2000000' });
    expect(parsed.success && parsed.data.salaryMin).toBe(expected);
  });

  it.each(['1.500', '60,00', '90 00', '1,000 000', '1.5'])(
    'refuses %j: not a whole number grouped by thousands',
    (salaryMin) => {
      expect(fieldCodes({ ...FORM, salaryMin })).toEqual({ salaryMin: 'salary_not_whole_number' });
    },
  );

  it('takes a salary left blank at both ends as not stated, paid per month unless said', () => {
    expect(
      vacancyInputSchema.parse({ ...FORM, salaryMin: '', salaryMax: ' ', salaryPeriod: 'year' }),
    ).toMatchObject({ salaryMin: null, salaryMax: null, salaryPeriod: 'year' });
    const { salaryMin: _min, salaryMax: _max, ...withoutSalary } = FORM;
    expect(vacancyInputSchema.parse(withoutSalary)).toMatchObject({
      salaryMin: null,
      salaryMax: null,
      salaryPeriod: 'month',
    });
  });

  it('asks for the other end when only one is given, under the blank field', () => {
    expect(fieldCodes({ ...FORM, salaryMax: '' })).toEqual({ salaryMax: 'salary_max_required' });
    expect(fieldCodes({ ...FORM, salaryMin: null })).toEqual({ salaryMin: 'salary_min_required' });
  });

  it('takes an hourly, monthly or yearly salary and refuses any other period', () => {
    expect(vacancyInputSchema.parse({ ...FORM, salaryPeriod: 'hour' }).salaryPeriod).toBe('hour');
    expect(fieldCodes({ ...FORM, salaryPeriod: 'week' })).toEqual({
      salaryPeriod: 'salary_period_invalid',
    });
  });

  it('puts "minimum above maximum" under the maximum salary', () => {
    expect(fieldCodes({ ...FORM, salaryMin: '7000' })).toEqual({
      salaryMax: 'salary_range_invalid',
    });
    expect(vacancyInputSchema.safeParse({ ...FORM, salaryMin: '6000' }).success).toBe(true);
  });
});

describe('vacancyUpdateSchema', () => {
  it('takes any subset of the fields, checking the range only when both salaries come', () => {
    expect(vacancyUpdateSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
    expect(vacancyUpdateSchema.parse({ salaryMin: 9_000 })).toEqual({ salaryMin: 9_000 });
    const result = vacancyUpdateSchema.safeParse({ salaryMin: 9, salaryMax: 8 });
    expect(result.error?.issues[0]?.message).toBe('salary_range_invalid');
    expect(vacancyUpdateSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe(
      'vacancy_title_required',
    );
  });
});

describe('applicationInputSchema', () => {
  it('keeps a cover letter, and reads a missing or blank one as none', () => {
    const none = { resumeId: null, resumeFile: 'tailored' };
    expect(applicationInputSchema.parse({ coverLetter: ' Hi ' })).toEqual({
      coverLetter: 'Hi',
      ...none,
    });
    expect(applicationInputSchema.parse({})).toEqual({ coverLetter: null, ...none });
    expect(applicationInputSchema.parse({ coverLetter: ' ' })).toEqual({
      coverLetter: null,
      ...none,
    });
    expect(applicationInputSchema.parse({ coverLetter: null })).toEqual({
      coverLetter: null,
      ...none,
    });
  });

  it("takes one of the applicant's resumes, its tailored file unless the original is asked for", () => {
    const id = '3f1c2a9e-5b7d-4c1e-9a2b-0d8e6f4a1b2c';
    expect(applicationInputSchema.parse({ resumeId: id })).toMatchObject({
      resumeId: id,
      resumeFile: 'tailored',
    });
    expect(applicationInputSchema.parse({ resumeId: id, resumeFile: 'original' })).toMatchObject({
      resumeFile: 'original',
    });
    expect(applicationInputSchema.parse({ resumeId: '' })).toMatchObject({ resumeId: null });
    const bad = applicationInputSchema.safeParse({ resumeId: 'not-an-id' });
    expect(bad.error?.issues[0]?.message).toBe('resume_not_found');
  });
});

describe('vacancySearchSchema', () => {
  it('fills in the defaults and reads empty parameters as unset', () => {
    expect(vacancySearchSchema.parse({})).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
    expect(
      vacancySearchSchema.parse({ q: ' ', location: '', minSalary: '', currency: '', page: '' }),
    ).toEqual({ sort: 'newest', page: 1, pageSize: 20 });
  });

  it('parses what a shared URL carries', () => {
    expect(
      vacancySearchSchema.parse({
        q: ' node  ',
        location: 'Berlin',
        minSalary: '5000',
        currency: 'EUR',
        sort: 'salary',
        page: '2',
        pageSize: '50',
      }),
    ).toEqual({
      q: 'node',
      location: 'Berlin',
      minSalary: 5000,
      currency: 'EUR',
      sort: 'salary',
      page: 2,
      pageSize: 50,
    });
  });
});

describe('savedJobsQuerySchema', () => {
  it('defaults to all saved jobs by date', () => {
    expect(savedJobsQuerySchema.parse({})).toEqual({ filter: 'all', sort: 'date' });
    expect(savedJobsQuerySchema.parse({ filter: 'applied', sort: 'company' })).toEqual({
      filter: 'applied',
      sort: 'company',
    });
  });
});

// One catalogue of error codes: the server answers { error: { code, message } } with the status
// below, and the message comes from the `errors` locale namespace in the request's language.

export const ERROR_STATUS = {
  invalid_json: 400,
  validation_failed: 400,
  feedback_fields_required: 400,
  feedback_title_too_long: 400,
  feedback_description_too_long: 400,
  stars_out_of_range: 400,
  email_required: 400,
  invalid_email: 400,
  name_required: 400,
  name_too_long: 400,
  password_required: 400,
  weak_password: 400,
  password_too_long: 400,
  common_password: 400,
  email_already_registered: 409,
  sign_in_failed: 401,
  sign_up_failed: 500,
  reset_failed: 500,
  reset_token_invalid: 400,
  country_too_long: 400,
  linkedin_url_invalid: 400,
  interview_fields_required: 400,
  job_title_too_long: 400,
  job_description_too_long: 400,
  interview_language_invalid: 400,
  answer_required: 400,
  answer_too_long: 400,
  question_out_of_order: 409,
  question_already_answered: 409,
  interview_completed: 409,
  interview_not_found: 404,
  question_not_found: 404,
  questions_failed: 502,
  questions_empty: 502,
  questions_not_parsed: 502,
  unauthorized: 401,
  forbidden: 403,
  cross_origin_refused: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
  newsletter_link_invalid: 400,
  newsletter_unsubscribe_link_invalid: 400,
  newsletter_mail_failed: 503,
  vacancy_title_required: 400,
  vacancy_company_required: 400,
  vacancy_company_too_long: 400,
  vacancy_location_required: 400,
  vacancy_location_too_long: 400,
  vacancy_description_required: 400,
  vacancy_requirements_required: 400,
  vacancy_requirements_too_long: 400,
  vacancy_benefits_too_long: 400,
  salary_min_required: 400,
  salary_max_required: 400,
  salary_not_whole_number: 400,
  salary_out_of_range: 400,
  salary_range_invalid: 400,
  currency_invalid: 400,
  vacancy_status_invalid: 400,
  search_query_too_long: 400,
  list_filter_invalid: 400,
  vacancy_not_found: 404,
  cover_letter_too_long: 400,
  application_status_invalid: 400,
  already_applied: 409,
  own_vacancy_application: 403,
  application_not_found: 404,
  saved_job_not_found: 404,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export function statusForError(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

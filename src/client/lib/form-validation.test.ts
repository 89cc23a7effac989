import { describe, expect, it } from 'vitest';
import { signUpInputSchema } from '../../shared/schemas/accounts';
import { fieldErrorsOf, focusFirstField } from './form-validation';

describe('fieldErrorsOf', () => {
  it("keeps each field's first issue, as an error code", () => {
    const parsed = signUpInputSchema.safeParse({ name: ' ', email: 'anna@', password: '123' });

    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      name: 'name_required',
      email: 'invalid_email',
      password: 'weak_password',
    });
  });
});

describe('focusFirstField', () => {
  it('focuses the first named field in page order', () => {
    document.body.innerHTML =
      '<form><input name="name"><input name="email"><input name="password"></form>';
    const form = document.querySelector('form')!;

    focusFirstField(form, ['password', 'email']);

    expect(document.activeElement).toBe(form.elements.namedItem('email'));
  });
});

// Valid and invalid registration values, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { registrationMessages as m } from './messages';
import type { RegistrationValues } from './schema';

export const validRegistration: RegistrationValues = {
  lastName: 'Rivera',
  firstName: 'Maria',
  email: 'maria.rivera@example.com',
  password: 'Nurse#2024',
  confirmPassword: 'Nurse#2024',
  isConditionAgree: true,
};

export const invalidRegistrations: InvalidCase<RegistrationValues>[] = [
  {
    name: 'empty last name',
    values: { ...validRegistration, lastName: '' },
    field: 'lastName',
    message: m.lastNameRequired,
  },
  {
    name: 'blank last name',
    values: { ...validRegistration, lastName: '  ' },
    field: 'lastName',
    message: m.lastNameRequired,
  },
  {
    name: '101-character last name',
    values: { ...validRegistration, lastName: 'R'.repeat(101) },
    field: 'lastName',
    message: m.lastNameMax,
  },
  {
    name: 'empty first name',
    values: { ...validRegistration, firstName: '' },
    field: 'firstName',
    message: m.firstNameRequired,
  },
  {
    name: '101-character first name',
    values: { ...validRegistration, firstName: 'M'.repeat(101) },
    field: 'firstName',
    message: m.firstNameMax,
  },
  { name: 'empty email', values: { ...validRegistration, email: '' }, field: 'email', message: m.emailRequired },
  {
    name: 'email without @',
    values: { ...validRegistration, email: 'maria.example.com' },
    field: 'email',
    message: m.emailInvalid,
  },
  {
    name: 'upper-case email',
    values: { ...validRegistration, email: 'Maria@Example.com' },
    field: 'email',
    message: m.emailInvalid,
  },
  {
    name: 'email with a 5-letter tld',
    values: { ...validRegistration, email: 'maria@example.clinic' },
    field: 'email',
    message: m.emailInvalid,
  },
  {
    name: 'email with a 1-letter tld',
    values: { ...validRegistration, email: 'maria@example.c' },
    field: 'email',
    message: m.emailInvalid,
  },
  {
    name: '255-character email',
    values: { ...validRegistration, email: `${'m'.repeat(243)}@example.com` },
    field: 'email',
    message: m.emailMax,
  },
  {
    name: 'empty password',
    values: { ...validRegistration, password: '', confirmPassword: '' },
    field: 'password',
    message: m.passwordRequired,
    alsoFails: { confirmPassword: m.confirmPasswordRequired },
  },
  {
    name: 'password with a space',
    values: { ...validRegistration, password: 'Nurse 2024', confirmPassword: 'Nurse 2024' },
    field: 'password',
    message: m.passwordNoWhitespace,
  },
  {
    name: 'password with a trailing tab',
    values: { ...validRegistration, password: 'Nurse#2024\t', confirmPassword: 'Nurse#2024\t' },
    field: 'password',
    message: m.passwordNoWhitespace,
  },
  {
    name: 'short password',
    values: { ...validRegistration, password: 'abc12', confirmPassword: 'abc12' },
    field: 'password',
    message: m.passwordMin,
  },
  {
    name: 'empty confirmation',
    values: { ...validRegistration, confirmPassword: '' },
    field: 'confirmPassword',
    message: m.confirmPasswordRequired,
  },
  {
    name: 'mismatched confirmation',
    values: { ...validRegistration, confirmPassword: 'Nurse#2025' },
    field: 'confirmPassword',
    message: m.passwordsMustMatch,
  },
  {
    name: 'terms not agreed',
    values: { ...validRegistration, isConditionAgree: false },
    field: 'isConditionAgree',
    message: m.conditionsRequired,
  },
];

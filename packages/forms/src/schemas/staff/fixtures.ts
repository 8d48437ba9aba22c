// Valid and invalid staff-account values, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { staffMessages as m } from './messages';
import type { AcceptInvitationValues, StaffInvitationValues, StaffRolesValues } from './schema';

export const validStaffInvitation: StaffInvitationValues = {
  FirstName: 'Nina',
  LastName: 'Newhire',
  Email: 'nina.newhire@demo.test',
  Title: 'Recruiter',
  Roles: ['recruiter'],
};

export const invalidStaffInvitations: InvalidCase<StaffInvitationValues>[] = [
  {
    name: 'empty first name',
    values: { ...validStaffInvitation, FirstName: '' },
    field: 'FirstName',
    message: m.firstNameRequired,
  },
  {
    name: 'blank last name',
    values: { ...validStaffInvitation, LastName: '   ' },
    field: 'LastName',
    message: m.lastNameRequired,
  },
  { name: 'empty e-mail', values: { ...validStaffInvitation, Email: '' }, field: 'Email', message: m.emailRequired },
  {
    name: 'e-mail without a domain',
    values: { ...validStaffInvitation, Email: 'nina@' },
    field: 'Email',
    message: m.emailInvalid,
  },
  {
    name: 'upper-case e-mail (SPEC §5: lowercase)',
    values: { ...validStaffInvitation, Email: 'Nina@Demo.test' },
    field: 'Email',
    message: m.emailInvalid,
  },
  {
    name: '101-character title',
    values: { ...validStaffInvitation, Title: 't'.repeat(101) },
    field: 'Title',
    message: m.titleMax,
  },
  { name: 'no role', values: { ...validStaffInvitation, Roles: [] }, field: 'Roles', message: m.rolesRequired },
];

export const validStaffRoles: StaffRolesValues = { Title: 'Team Lead', Roles: ['recruiter', 'supervisor'] };

export const validAcceptInvitation: AcceptInvitationValues = { Password: 'Welcome12', ConfirmPassword: 'Welcome12' };

export const invalidAcceptInvitations: InvalidCase<AcceptInvitationValues>[] = [
  {
    name: 'empty password',
    values: { Password: '', ConfirmPassword: '' },
    field: 'Password',
    message: m.passwordRequired,
    alsoFails: { ConfirmPassword: m.confirmPasswordRequired },
  },
  {
    name: 'five-character password',
    values: { Password: 'abcde', ConfirmPassword: 'abcde' },
    field: 'Password',
    message: m.passwordMin,
  },
  {
    name: 'password with a space',
    values: { Password: 'pass word', ConfirmPassword: 'pass word' },
    field: 'Password',
    message: m.passwordNoWhitespace,
  },
  {
    name: 'confirmation missing',
    values: { Password: 'Welcome12', ConfirmPassword: '' },
    field: 'ConfirmPassword',
    message: m.confirmPasswordRequired,
  },
  {
    name: 'confirmation differs',
    values: { Password: 'Welcome12', ConfirmPassword: 'Welcome13' },
    field: 'ConfirmPassword',
    message: m.passwordsMustMatch,
  },
];

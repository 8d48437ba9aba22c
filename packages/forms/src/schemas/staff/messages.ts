import { changePasswordMessages } from '../change-password/messages';
import { profileMessages } from '../profile/messages';
import { registrationMessages } from '../registration/messages';
import { commonMessages as c } from '../shared/messages';

/**
 * Staff accounts (Management → Recruiters, docs/recruiters.md): the invitation, the roles and title of a
 * member, the approval of a self-registered recruiter, the deactivation, and the invitee's password. Names,
 * e-mail and passwords say what registration says (SPEC §5); the title what the user profile says. The rest
 * is not given by SPEC.
 */
export const staffMessages = {
  firstNameRequired: c.firstNameRequired,
  firstNameMax: c.firstNameMax,
  lastNameRequired: c.lastNameRequired,
  lastNameMax: c.lastNameMax,
  emailRequired: registrationMessages.emailRequired,
  emailInvalid: registrationMessages.emailInvalid,
  emailMax: registrationMessages.emailMax,
  titleMax: profileMessages.titleMax,
  rolesRequired: 'Choose at least one role',
  roleUnknown: 'Choose roles from the list',
  reassignToInvalid: 'Choose a colleague from the list',
  passwordRequired: registrationMessages.passwordRequired,
  passwordMin: registrationMessages.passwordMin,
  passwordNoWhitespace: registrationMessages.passwordNoWhitespace,
  confirmPasswordRequired: registrationMessages.confirmPasswordRequired,
  passwordsMustMatch: changePasswordMessages.passwordsMustMatch,
} as const;

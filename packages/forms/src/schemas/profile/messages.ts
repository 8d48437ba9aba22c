import { NAME_MAX_LENGTH } from '../shared/constants';
import { atMost, commonMessages as c } from '../shared/messages';

/**
 * The user profile (update-profile's user model). First and last name are required with the
 * registration messages; the rest is optional. Phone follows SPEC §5's phone input.
 */
export const profileMessages = {
  firstNameRequired: c.firstNameRequired,
  lastNameRequired: c.lastNameRequired,
  /** Not given by SPEC, nor are the other limits below. */
  firstNameMax: c.firstNameMax,
  middleNameMax: c.middleNameMax,
  lastNameMax: c.lastNameMax,
  phoneInvalid: c.phoneInvalid,
  phoneMax: c.phoneMax,
  phoneDigits: c.phoneDigits,
  titleMax: atMost('Title', NAME_MAX_LENGTH),
} as const;

import { object, type InferType } from 'yup';
import { NAME_MAX_LENGTH } from '../shared/constants';
import { firstName, lastName, optionalPhone, optionalText } from '../shared/rules';
import { profileMessages as m } from './messages';

// User profile: PUT update-profile's user model (FirstName, LastName required; MiddleName, Phone, Title).
// The form values use the payload's field names, so the server's `Errors` land on the form fields as they
// are; the same schema validates the payload on the server. Text is trimmed (SPEC §5); optional text
// defaults to '' so a payload that leaves a field out stores an empty value.

export const profileSchema = object({
  FirstName: firstName(),
  MiddleName: optionalText(NAME_MAX_LENGTH, m.middleNameMax),
  LastName: lastName(),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits),
  Title: optionalText(NAME_MAX_LENGTH, m.titleMax),
});
/** The profile form's values, which are also the validated update-profile payload. */
export type ProfileValues = InferType<typeof profileSchema>;

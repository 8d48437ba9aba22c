import { object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH, WEBSITE_PATTERN, ZIP_CODE_PATTERN } from '../shared/constants';
import { optionalEmail, optionalPhone, optionalText } from '../shared/rules';
import { agencyProfileMessages as m } from './messages';

// Agency profile: PUT update-agency's agency model. Only the name is required (see its messages). The form
// values use the payload's field names, so the server's `Errors` land on the form fields as they are; the
// same schema validates the payload on the server. Optional text defaults to ''.

export const agencyProfileSchema = object({
  Name: string().trim().required(m.nameRequired).max(TEXT_MAX_LENGTH, m.nameMax),
  Email: optionalEmail(m.emailInvalid, m.emailMax),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits),
  Website: optionalText(TEXT_MAX_LENGTH, m.websiteMax).matches(WEBSITE_PATTERN, {
    message: m.websiteInvalid,
    excludeEmptyString: true,
  }),
  Address1: optionalText(TEXT_MAX_LENGTH, m.address1Max),
  Address2: optionalText(TEXT_MAX_LENGTH, m.address2Max),
  City: optionalText(NAME_MAX_LENGTH, m.cityMax),
  State: optionalText(NAME_MAX_LENGTH, m.stateMax),
  ZipCode: string()
    .trim()
    .default('')
    .matches(ZIP_CODE_PATTERN, { message: m.zipCodeInvalid, excludeEmptyString: true }),
  RecruitmentEmail: optionalEmail(m.recruitmentEmailInvalid, m.recruitmentEmailMax),
});
/** The agency profile form's values, which are also the validated update-agency payload. */
export type AgencyProfileValues = InferType<typeof agencyProfileSchema>;

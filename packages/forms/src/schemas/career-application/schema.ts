import { DISCIPLINES, US_STATE_CODES, type Discipline, type UsStateCode } from '@agency/api-client/contract';
import { array, mixed, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, TEXT_MAX_LENGTH } from '../shared/constants';
import { firstName, lastName, optionalPhone } from '../shared/rules';
import { careerApplicationMessages as m } from './messages';

// The careers site's application: applyToJob's body without the resume token (the same schema checks it on
// the server, with `ResumeToken`). The resume itself is a file the form holds beside these values.

const fields = {
  FirstName: firstName(),
  LastName: lastName(),
  Email: string()
    .trim()
    .lowercase()
    .required(m.emailRequired)
    .max(TEXT_MAX_LENGTH, m.emailMax)
    .matches(EMAIL_PATTERN, m.emailInvalid),
  MobilePhone: optionalPhone(m.mobilePhoneInvalid, m.mobilePhoneMax, m.mobilePhoneDigits).required(
    m.mobilePhoneRequired,
  ),
  Discipline: mixed<Discipline>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(m.disciplineRequired)
    .oneOf([...DISCIPLINES], m.disciplineRequired),
  LicenseStates: array(
    mixed<UsStateCode>()
      .oneOf([...US_STATE_CODES], m.licenseStateInvalid)
      .defined(),
  )
    .transform((value: UsStateCode[] | null) => (Array.isArray(value) ? [...new Set(value)] : value))
    .required(m.licenseStatesRequired)
    .min(1, m.licenseStatesRequired),
};

/** What the applicant fills in (the form's values). */
export const careerApplicationSchema = object(fields);
export type CareerApplicationValues = InferType<typeof careerApplicationSchema>;

/** applyToJob's body: the form's values and the uploaded resume's token. */
export const careerApplicationPayloadSchema = object({
  ...fields,
  ResumeToken: string().trim().required(m.resumeRequired).max(200, m.resumeRequired),
});
export type CareerApplicationPayloadValues = InferType<typeof careerApplicationPayloadSchema>;

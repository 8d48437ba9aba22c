import { atMost } from '../../shared/messages';
import { ID_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/** Hepatitis B & HIPAA (onboarding, ONBOARDING.md §3, §5.1). Not given by SPEC; chosen here. */
export const hepBHipaaMessages = {
  choiceRequired: 'Say whether you have a Hepatitis B record or decline the vaccination',
  choiceInvalid: 'Choose a record or the declination',
  recordRequired: 'Give your vaccination series, a titer result or upload your record',
  seriesInvalid: 'Choose a series from the list',
  doseDateRequired: 'Enter the date of each dose of the series',
  dateInvalid: o.dateInvalid,
  doseDateFuture: 'A dose date cannot be in the future',
  doseDatesOrder: 'Each dose must be dated after the one before',
  titerResultInvalid: 'Choose a titer result from the list',
  titerResultRequired: 'Choose the result of the titer',
  titerDateRequired: 'Enter the date of the titer',
  titerDateFuture: 'The titer date cannot be in the future',
  uploadIdMax: atMost('Upload id', ID_MAX_LENGTH),
  hipaaRequired: 'Acknowledge the HIPAA confidentiality obligations to continue',
} as const;

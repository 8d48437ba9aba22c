import { atMost } from '../../shared/messages';
import { ID_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/** Longest mask make/model and size of the N95 fit test. */
export const FIT_TEST_TEXT_MAX_LENGTH = 100;

/** Physical Info (onboarding, a health form: ONBOARDING.md §6.7). Not given by SPEC; chosen here. */
export const physicalInfoMessages = {
  dateInvalid: o.dateInvalid,
  dateFuture: 'The date cannot be in the future',
  uploadIdMax: atMost('Upload id', ID_MAX_LENGTH),
  tbTypeRequired: 'Choose the type of TB test',
  tbTypeInvalid: 'Choose a TB test type from the list',
  tbDateRequired: 'Enter the date of the TB test',
  tbResultRequired: 'Choose the TB test result',
  tbResultInvalid: 'Choose a TB test result from the list',
  evidenceRequired: 'Say whether you have a vaccination or a titer',
  evidenceInvalid: 'Choose vaccination or titer',
  immunizationDateRequired: 'Enter the date of the latest dose or of the titer',
  titerResultRequired: 'Choose the titer result',
  titerResultInvalid: 'Choose a titer result from the list',
  drugScreenDateRequired: 'Enter the collection date of the drug screen',
  drugScreenResultRequired: 'Choose the drug screen result',
  drugScreenResultInvalid: 'Choose a drug screen result from the list',
  physicalExamDateRequired: 'Enter the date of the physical exam',
  physicalExamClearedRequired: 'Say whether the exam cleared you for duty',
  physicalExamClearedInvalid: 'Choose yes or no',
  fitTestDateRequired: 'Enter the date of the N95 fit test',
  fitTestMaskModelRequired: 'Enter the make and model of the mask',
  fitTestMaskModelMax: atMost('Mask make and model', FIT_TEST_TEXT_MAX_LENGTH),
  fitTestMaskSizeRequired: 'Enter the size of the mask',
  fitTestMaskSizeMax: atMost('Mask size', FIT_TEST_TEXT_MAX_LENGTH),
  fitTestResultRequired: 'Choose the fit test result',
  fitTestResultInvalid: 'Choose pass or fail',
} as const;

import { atMost } from '../../shared/messages';
import { ID_MAX_LENGTH } from '../constants';
import { onboardingMessages as o } from '../messages';

/** Longest text of the influenza form (product, lot number, reason details). */
export const INFLUENZA_TEXT_MAX_LENGTH = 500;

/** Influenza Vaccination (onboarding, ONBOARDING.md §4). Not given by SPEC; chosen here. */
export const influenzaMessages = {
  seasonRequired: 'Choose the influenza season',
  seasonInvalid: 'Choose a season such as 2026–2027',
  choiceRequired: 'Say whether you have been vaccinated or decline the vaccination',
  choiceInvalid: 'Choose vaccinated or declined',
  dateGivenRequired: 'Enter the date you were vaccinated',
  dateInvalid: o.dateInvalid,
  dateGivenFuture: 'The vaccination date cannot be in the future',
  dateGivenOutsideSeason: 'The vaccination date must fall within the season (1 July to 30 June)',
  placeRequired: 'Say where you were vaccinated',
  placeInvalid: 'Choose where you were vaccinated from the list',
  productMax: atMost('Vaccine product', 100),
  lotNumberMax: atMost('Lot number', 50),
  proofRequired: 'Upload proof of your vaccination (a record, a receipt or a card)',
  uploadIdMax: atMost('Upload id', ID_MAX_LENGTH),
  reasonRequired: 'Choose why you decline the vaccination',
  reasonInvalid: 'Choose a reason from the list',
  contraindicationRequired: 'Choose the medical contraindication',
  contraindicationInvalid: 'Choose a contraindication from the list',
  reasonDetailsRequired: 'Describe the reason for your declination',
  reasonDetailsMax: atMost('Details', INFLUENZA_TEXT_MAX_LENGTH),
  maskingRequired: 'Acknowledge the masking requirement to decline the vaccination',
} as const;

import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { atMost, commonMessages as c, phoneDigits } from '../../shared/messages';
import { onboardingMessages as o } from '../messages';

/** Emergency Info (onboarding): a primary and an optional secondary contact. Not given by SPEC; chosen here. */
export const emergencyMessages = {
  nameRequired: 'Enter the name of your emergency contact',
  nameMax: atMost('Name', NAME_MAX_LENGTH),
  relationshipRequired: 'Choose how this person is related to you',
  relationshipInvalid: 'Choose a relationship from the list',
  phoneRequired: 'Enter a phone number for your emergency contact',
  phoneInvalid: c.phoneInvalid,
  phoneMax: c.phoneMax,
  phoneDigits: c.phoneDigits,
  otherPhoneInvalid: 'Other Phone may contain a leading + then digits and spaces',
  otherPhoneMax: atMost('Other Phone', PHONE_MAX_LENGTH),
  otherPhoneDigits: phoneDigits('Other Phone'),
  emailInvalid: c.emailInvalid,
  emailMax: atMost('Email', TEXT_MAX_LENGTH),
  addressLine1Max: atMost('Address Line 1', TEXT_MAX_LENGTH),
  addressLine2Max: atMost('Address Line 2', TEXT_MAX_LENGTH),
  cityMax: atMost('City', NAME_MAX_LENGTH),
  stateInvalid: o.stateInvalid,
  zipInvalid: o.zipInvalid,
} as const;

import {
  INSTITUTION_CONTACTS_MAX,
  INSTITUTION_NOTES_MAX_LENGTH,
  INSTITUTION_UNIT_MAX_LENGTH,
  INSTITUTION_UNITS_MAX,
} from '@agency/api-client/contract';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { atMost, commonMessages as c } from '../shared/messages';

/**
 * A facility (institution) of the Institution List (issue 13; SPEC gives no fields or messages). Required:
 * the name, the type, the city and the state (the duplicate check and job orders' matching read them).
 */
export const institutionMessages = {
  nameRequired: 'Facility Name is required',
  nameMax: atMost('Facility Name', TEXT_MAX_LENGTH),
  typeRequired: 'Choose the type of facility',
  address1Max: atMost('Address Line 1', TEXT_MAX_LENGTH),
  address2Max: atMost('Address Line 2', TEXT_MAX_LENGTH),
  cityRequired: 'City is required',
  cityMax: atMost('City', NAME_MAX_LENGTH),
  stateRequired: 'State is required',
  zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
  phoneInvalid: c.phoneInvalid,
  phoneMax: c.phoneMax,
  phoneDigits: c.phoneDigits,
  unitRequired: 'Unit name is required',
  unitMax: atMost('Unit name', INSTITUTION_UNIT_MAX_LENGTH),
  unitsMax: `A facility can have at most ${INSTITUTION_UNITS_MAX} units`,
  unitsDistinct: 'Each unit can be listed once',
  contactNameRequired: 'Contact Name is required',
  contactNameMax: atMost('Contact Name', NAME_MAX_LENGTH),
  contactTitleMax: atMost('Title', NAME_MAX_LENGTH),
  contactEmailInvalid: c.emailInvalid,
  contactEmailMax: atMost('Email', TEXT_MAX_LENGTH),
  contactsMax: `A facility can have at most ${INSTITUTION_CONTACTS_MAX} contacts`,
  vmsNameMax: atMost('VMS / MSP', NAME_MAX_LENGTH),
  vmsExternalIdMax: atMost('VMS facility ID', NAME_MAX_LENGTH),
  notesMax: atMost('Notes', INSTITUTION_NOTES_MAX_LENGTH),
} as const;

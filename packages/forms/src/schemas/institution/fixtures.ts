// Valid and invalid facilities, used by the tests and the stories (internal: not exported).
import { institutionMessages as m } from './messages';
import type { InstitutionValues } from './schema';

export const validInstitution: InstitutionValues = {
  Name: 'Bayou City Medical Center',
  Type: 'hospital',
  Address1: '6411 Fannin Street',
  Address2: '',
  City: 'Houston',
  State: 'TX',
  Zip: '77030',
  Phone: '+1 713 555 0100',
  Units: ['ICU', '4 West Med-Surg'],
  Contacts: [
    { Name: 'Dana Whitfield', Title: 'Nurse Manager, ICU', Phone: '+1 713 555 0131', Email: 'dana@bayoucity.test' },
  ],
  VmsName: 'AMN ShiftWise',
  VmsExternalId: 'BCMC-0042',
  Notes: '',
  Active: true,
};

/** An invalid facility: the one field reported (its path, e.g. `Contacts[0].Email`) and its message. */
export interface InvalidInstitution {
  name: string;
  values: InstitutionValues;
  field: string;
  message: string;
}

export const invalidInstitutions: InvalidInstitution[] = [
  { name: 'no name', values: { ...validInstitution, Name: '  ' }, field: 'Name', message: m.nameRequired },
  {
    name: '201-character name',
    values: { ...validInstitution, Name: 'n'.repeat(201) },
    field: 'Name',
    message: m.nameMax,
  },
  {
    name: 'no type',
    values: { ...validInstitution, Type: '' as InstitutionValues['Type'] },
    field: 'Type',
    message: m.typeRequired,
  },
  {
    name: 'unknown type',
    values: { ...validInstitution, Type: 'spa' as InstitutionValues['Type'] },
    field: 'Type',
    message: m.typeRequired,
  },
  { name: 'no city', values: { ...validInstitution, City: '' }, field: 'City', message: m.cityRequired },
  {
    name: 'no state',
    values: { ...validInstitution, State: '' as InstitutionValues['State'] },
    field: 'State',
    message: m.stateRequired,
  },
  {
    name: 'state that is not a US state',
    values: { ...validInstitution, State: 'ON' as InstitutionValues['State'] },
    field: 'State',
    message: m.stateRequired,
  },
  { name: 'four-digit ZIP', values: { ...validInstitution, Zip: '7703' }, field: 'Zip', message: m.zipInvalid },
  {
    name: 'phone with letters',
    values: { ...validInstitution, Phone: 'main desk' },
    field: 'Phone',
    message: m.phoneInvalid,
  },
  {
    name: 'empty unit',
    values: { ...validInstitution, Units: ['ICU', ' '] },
    field: 'Units[1]',
    message: m.unitRequired,
  },
  {
    name: 'a unit twice',
    values: { ...validInstitution, Units: ['ICU', 'icu '] },
    field: 'Units',
    message: m.unitsDistinct,
  },
  {
    name: '51 units',
    values: { ...validInstitution, Units: Array.from({ length: 51 }, (_, i) => `Unit ${i + 1}`) },
    field: 'Units',
    message: m.unitsMax,
  },
  {
    name: 'contact without a name',
    values: { ...validInstitution, Contacts: [{ Name: '', Title: '', Phone: '', Email: '' }] },
    field: 'Contacts[0].Name',
    message: m.contactNameRequired,
  },
  {
    name: 'contact with a bad e-mail',
    values: { ...validInstitution, Contacts: [{ Name: 'Dana', Title: '', Phone: '', Email: 'dana@' }] },
    field: 'Contacts[0].Email',
    message: m.contactEmailInvalid,
  },
  {
    name: '4001-character notes',
    values: { ...validInstitution, Notes: 'x'.repeat(4001) },
    field: 'Notes',
    message: m.notesMax,
  },
];

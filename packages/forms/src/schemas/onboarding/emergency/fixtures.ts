// Valid and invalid Emergency Info, used by the tests and the stories (internal: not exported).
import type { InvalidOnboardingCase } from '../fixtures';
import { emergencyMessages as m } from './messages';
import type { EmergencyInfoValues } from './schema';

export const validEmergencyInfo: EmergencyInfoValues = {
  Primary: {
    Name: 'Jorge Rivera',
    Relationship: 'spouse-partner',
    Phone: '+1 555 010 4000',
    OtherPhone: '',
    Email: 'jorge.rivera@mail.test',
    AddressLine1: '2400 Travis Street',
    AddressLine2: 'Apt 12',
    City: 'Houston',
    State: 'TX',
    Zip: '77006',
  },
  Secondary: {
    Name: 'Ana Rivera',
    Relationship: 'parent',
    Phone: '555 010 4111',
    OtherPhone: '',
    Email: '',
    AddressLine1: '',
    AddressLine2: '',
    City: 'El Paso',
    State: 'TX',
    Zip: '',
  },
};

const primary = (changes: Record<string, unknown>) => ({
  ...validEmergencyInfo,
  Primary: { ...validEmergencyInfo.Primary, ...changes },
});
const secondary = (changes: Record<string, unknown>) => ({
  ...validEmergencyInfo,
  Secondary: { ...validEmergencyInfo.Secondary, ...changes },
});

export const invalidEmergencyInfos: InvalidOnboardingCase[] = [
  { name: 'primary without a name', values: primary({ Name: ' ' }), field: 'Primary.Name', message: m.nameRequired },
  {
    name: 'primary without a relationship',
    values: primary({ Relationship: '' }),
    field: 'Primary.Relationship',
    message: m.relationshipRequired,
  },
  {
    name: 'primary with an unknown relationship',
    values: primary({ Relationship: 'neighbour' }),
    field: 'Primary.Relationship',
    message: m.relationshipInvalid,
  },
  { name: 'primary without a phone', values: primary({ Phone: '' }), field: 'Primary.Phone', message: m.phoneRequired },
  {
    name: 'primary phone with letters',
    values: primary({ Phone: 'call' }),
    field: 'Primary.Phone',
    message: m.phoneInvalid,
  },
  {
    name: 'primary e-mail malformed',
    values: primary({ Email: 'jorge@' }),
    field: 'Primary.Email',
    message: m.emailInvalid,
  },
  { name: 'primary ZIP malformed', values: primary({ Zip: '770' }), field: 'Primary.Zip', message: m.zipInvalid },
  {
    name: 'primary state unknown',
    values: primary({ State: 'Texas' }),
    field: 'Primary.State',
    message: m.stateInvalid,
  },
  {
    name: 'secondary given without a phone',
    values: secondary({ Phone: '' }),
    field: 'Secondary.Phone',
    message: m.phoneRequired,
  },
  {
    name: 'secondary given without a name',
    values: secondary({ Name: '' }),
    field: 'Secondary.Name',
    message: m.nameRequired,
  },
];

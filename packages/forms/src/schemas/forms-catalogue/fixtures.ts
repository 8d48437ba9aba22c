// Valid and invalid catalogue entries, used by the tests and the stories (internal: not exported).
import { formsCatalogueMessages as m } from './messages';
import type { UploadRequirementItemValues } from './schema';

export const validUploadRequirementItem: UploadRequirementItemValues = {
  Label: 'ACLS card',
  Description: 'Both sides of your Advanced Cardiovascular Life Support card.',
  AllDisciplines: false,
  Disciplines: ['RN'],
  HasExpiry: true,
  Health: false,
  MaxFiles: 2,
  Active: true,
};

/** An invalid requirement: the one field reported and its message. */
export interface InvalidUploadRequirementItem {
  name: string;
  values: Record<string, unknown>;
  field: string;
  message: string;
}

export const invalidUploadRequirementItems: InvalidUploadRequirementItem[] = [
  { name: 'no name', values: { ...validUploadRequirementItem, Label: '  ' }, field: 'Label', message: m.labelRequired },
  {
    name: '121-character name',
    values: { ...validUploadRequirementItem, Label: 'n'.repeat(121) },
    field: 'Label',
    message: m.labelMax,
  },
  {
    name: '501-character description',
    values: { ...validUploadRequirementItem, Description: 'd'.repeat(501) },
    field: 'Description',
    message: m.descriptionMax,
  },
  {
    name: 'no discipline and not all',
    values: { ...validUploadRequirementItem, Disciplines: [] },
    field: 'Disciplines',
    message: m.disciplinesRequired,
  },
  {
    name: 'an unknown discipline',
    values: { ...validUploadRequirementItem, Disciplines: ['RN', 'Astronaut'] },
    field: 'Disciplines[1]',
    message: m.disciplineUnknown,
  },
  {
    name: 'a discipline twice',
    values: { ...validUploadRequirementItem, Disciplines: ['RN', 'RN'] },
    field: 'Disciplines',
    message: m.disciplinesDistinct,
  },
  {
    name: 'zero files',
    values: { ...validUploadRequirementItem, MaxFiles: 0 },
    field: 'MaxFiles',
    message: m.maxFilesInvalid,
  },
  {
    name: '21 files',
    values: { ...validUploadRequirementItem, MaxFiles: 21 },
    field: 'MaxFiles',
    message: m.maxFilesInvalid,
  },
  {
    name: 'half a file',
    values: { ...validUploadRequirementItem, MaxFiles: 1.5 },
    field: 'MaxFiles',
    message: m.maxFilesInvalid,
  },
  {
    name: 'expiry neither yes nor no',
    values: { ...validUploadRequirementItem, HasExpiry: 'maybe' },
    field: 'HasExpiry',
    message: m.yesOrNo,
  },
];

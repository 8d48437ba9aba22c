// Valid and invalid signatures, used by the tests and the stories (internal: not exported).
import { SIGNATURE_DRAWN_MAX_LENGTH } from '@agency/api-client/contract';
import type { InvalidOnboardingCase } from '../fixtures';
import { signatureMessages as m } from './messages';
import type { SignatureValues } from './schema';

/** A 1×1 PNG as a data URL. */
export const TINY_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const validSignature: SignatureValues = { TypedName: 'Maria L Rivera', Drawn: TINY_PNG_DATA_URL };

export const invalidSignatures: InvalidOnboardingCase[] = [
  { name: 'no typed name', values: { TypedName: ' ', Drawn: null }, field: 'TypedName', message: m.typedNameRequired },
  {
    name: '201-character name',
    values: { TypedName: 'n'.repeat(201), Drawn: null },
    field: 'TypedName',
    message: m.typedNameMax,
  },
  {
    name: 'a JPEG data URL',
    values: { TypedName: 'Maria', Drawn: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' },
    field: 'Drawn',
    message: m.drawnInvalid,
  },
  {
    name: 'PNG type, other content',
    values: { TypedName: 'Maria', Drawn: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' },
    field: 'Drawn',
    message: m.drawnInvalid,
  },
  {
    name: 'a drawing over the size limit',
    values: {
      TypedName: 'Maria',
      Drawn: TINY_PNG_DATA_URL + 'A'.repeat(SIGNATURE_DRAWN_MAX_LENGTH - TINY_PNG_DATA_URL.length + 1),
    },
    field: 'Drawn',
    message: m.drawnTooLarge,
  },
];

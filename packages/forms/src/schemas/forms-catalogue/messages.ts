import {
  UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH,
  UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH,
  UPLOAD_REQUIREMENT_MAX_FILES_LIMIT,
} from '@agency/api-client/contract';
import { atMost } from '../shared/messages';

/**
 * The forms catalogue (issue 13, the Forms screen; SPEC gives no fields or messages): who must complete a
 * form, an upload requirement, the requirements' order. The server's own messages (a name already used,
 * an order that leaves a requirement out, Personal Info fixed) are the contract's `FORMS_CATALOGUE_MESSAGES`.
 */
export const formsCatalogueMessages = {
  labelRequired: 'Name is required',
  labelMax: atMost('Name', UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH),
  descriptionMax: atMost('Description', UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH),
  yesOrNo: 'Choose yes or no',
  disciplineUnknown: 'Choose disciplines from the list',
  disciplinesDistinct: 'Each discipline can be chosen once',
  disciplinesRequired: 'Choose at least one discipline, or All disciplines',
  maxFilesInvalid: `Enter a whole number from 1 to ${UPLOAD_REQUIREMENT_MAX_FILES_LIMIT}, or leave it empty for no limit`,
  orderRequired: 'List every requirement once, in the new order',
} as const;

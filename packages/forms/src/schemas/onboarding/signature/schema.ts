import { SIGNATURE_DRAWN_MAX_LENGTH } from '@agency/api-client/contract';
import { object, string, type InferType } from 'yup';
import { TEXT_MAX_LENGTH } from '../../shared/constants';
import { signatureMessages as m } from './messages';

// A signature (contract `SignatureInput`): the typed name is the signature (1 to 200 characters); a drawn
// mark may go with it, as a PNG data URL of at most SIGNATURE_DRAWN_MAX_LENGTH characters whose content
// starts with the PNG signature bytes (base64 'iVBORw0KGgo'). An empty drawing is null.

/** 'data:image/png;base64,' then base64 text that decodes to a PNG file's first bytes onwards. */
const PNG_DATA_URL_PATTERN = /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/;

export const signatureSchema = object({
  TypedName: string().trim().required(m.typedNameRequired).max(TEXT_MAX_LENGTH, m.typedNameMax),
  Drawn: string()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(SIGNATURE_DRAWN_MAX_LENGTH, m.drawnTooLarge)
    // Tested only within the size limit (a longer value already has its message).
    .test(
      'png',
      m.drawnInvalid,
      (value) => !value || value.length > SIGNATURE_DRAWN_MAX_LENGTH || PNG_DATA_URL_PATTERN.test(value),
    ),
});
/** A signature's values: the contract's `SignatureInput`. */
export type SignatureValues = InferType<typeof signatureSchema>;

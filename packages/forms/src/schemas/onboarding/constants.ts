// Limits of the onboarding forms' fields that the contract does not set (chosen here).

/** Longest document number (identity documents, I-9 documents): letters, digits, spaces and hyphens. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 30;

/** Longest client-made id (a document's `Id`) or upload id. */
export const ID_MAX_LENGTH = 100;

/** Longest Additional Information of I-9 Section 2. */
export const ADDITIONAL_INFORMATION_MAX_LENGTH = 1000;

/** A document number: a letter or digit, then letters, digits, spaces and hyphens. */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

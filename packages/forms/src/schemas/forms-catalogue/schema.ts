import {
  DISCIPLINES,
  UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH,
  UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH,
  UPLOAD_REQUIREMENT_MAX_FILES_LIMIT,
  type Discipline,
} from '@agency/api-client/contract';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { formsCatalogueMessages as m } from './messages';

// The forms catalogue (contract ./forms-catalogue): the bodies of updateFormRequirement,
// createUploadRequirementItem / updateUploadRequirementItem and reorderUploadRequirementItems. The portal's
// editors hold the payload's field names, so the server's `Errors` land on their fields; the server
// validates with the same schemas. A missing field takes its default (every discipline, no expiry, not
// health information, no file limit, active).

/** A yes/no field: true or false ('true'/'false' are read as such), never null. */
const flag = (fallback: boolean) => boolean().default(fallback).typeError(m.yesOrNo).nonNullable(m.yesOrNo);

/** The disciplines listed: each one of DISCIPLINES, once. */
const disciplineList = () =>
  array(
    string<Discipline>()
      .typeError(m.disciplineUnknown)
      .required(m.disciplineUnknown)
      .oneOf([...DISCIPLINES], m.disciplineUnknown),
  )
    .typeError(m.disciplineUnknown)
    .defined()
    .default([])
    .test('distinct', m.disciplinesDistinct, (list) => new Set(list).size === list.length);

/**
 * Who must complete a form: every discipline, or those listed. None listed (and not every one) is allowed:
 * the form is then not required at all.
 */
export const formRequirementSchema = object({
  AllDisciplines: flag(true),
  Disciplines: disciplineList(),
});
export type FormRequirementValues = InferType<typeof formRequirementSchema>;

/** An upload requirement: its name, description, disciplines (at least one unless all), expiry, files, state. */
export const uploadRequirementItemSchema = object({
  Label: string().trim().required(m.labelRequired).max(UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH, m.labelMax),
  Description: string().trim().default('').max(UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH, m.descriptionMax),
  AllDisciplines: flag(true),
  Disciplines: disciplineList().test(
    'some',
    m.disciplinesRequired,
    (list, context) => (context.parent as { AllDisciplines?: unknown }).AllDisciplines !== false || list.length > 0,
  ),
  HasExpiry: flag(false),
  Health: flag(false),
  MaxFiles: number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .default(null)
    .typeError(m.maxFilesInvalid)
    .integer(m.maxFilesInvalid)
    .min(1, m.maxFilesInvalid)
    .max(UPLOAD_REQUIREMENT_MAX_FILES_LIMIT, m.maxFilesInvalid),
  Active: flag(true),
});
export type UploadRequirementItemValues = InferType<typeof uploadRequirementItemSchema>;

/** The requirements' new order: their Keys, each once (the server checks that every one is there). */
export const uploadRequirementOrderSchema = object({
  Keys: array(string().typeError(m.orderRequired).trim().required(m.orderRequired))
    .typeError(m.orderRequired)
    .required(m.orderRequired)
    .min(1, m.orderRequired)
    .test('distinct', m.orderRequired, (list) => !list || new Set(list).size === list.length),
});
export type UploadRequirementOrderValues = InferType<typeof uploadRequirementOrderSchema>;

import type { Kysely } from 'kysely';
import {
  CBC_AUTHORIZATION_TEXT,
  CBC_COPY_OF_REPORT_LABEL,
  CBC_DISCLOSURE_ACKNOWLEDGEMENT,
  CBC_DISCLOSURE_TEXT,
  CBC_DISCLOSURE_TITLE,
  CBC_SUMMARY_OF_RIGHTS_TEXT,
  cbcStateNotices,
  NY_CHRC_CONSENT_LABEL,
  NY_CHRC_TEXT,
  NY_CHRC_TITLE,
  nyChrcApplies,
  type Discipline,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import type { Database } from '../../platform/db';
import { validationFailed } from '../../platform/errors';
import type { PdfBlock } from '../../platform/pdf';
import { readFormData } from './form-data';
import type { Data, ValueVault } from './sensitive';
import type { ApplicantScope } from '../../core/identity';

/**
 * CHRC Form Info's server rules (ONBOARDING.md §5.2, §5.3), run by the engine in the form's transaction:
 * - the SSN "from my W-9" (`SsnSource` 'w9') is copied here from the applicant's latest submitted W-9 whose
 *   TIN is an SSN: the browser only ever sees its mask. A submission without such a W-9 is refused on
 *   `SsnSource`; a draft keeps Ssn '' until there is one.
 * - the NY CHRC consent is required when `nyChrcApplies` to the applicant record's discipline and the
 *   form's addresses, and cleared otherwise.
 */
export const CBC_NO_W9_SSN_MESSAGE =
  'Your W-9 holds no Social Security number yet: submit your W-9 with your SSN, or type your SSN here';

/** The SSN of the applicant's latest submitted W-9, or null (no W-9 submitted, or its TIN is an EIN). */
export async function w9Ssn(trx: Kysely<Database>, vault: ValueVault, caller: ApplicantScope): Promise<string | null> {
  const row = await trx
    .selectFrom('onboarding_documents')
    .select(['id', 'data'])
    .where('agency_id', '=', caller.agencyId)
    .where('applicant_id', '=', caller.applicantId)
    .where('form', '=', 'w9-form-info')
    .where('status', '!=', 'in-progress')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const data = await readFormData(
    trx,
    vault,
    { agencyId: caller.agencyId, applicantId: caller.applicantId, form: 'w9-form-info', documentId: row.id },
    row.data as Data,
  );
  return data.TinType === 'ssn' && typeof data.Tin === 'string' && data.Tin !== '' ? data.Tin : null;
}

/** `data` (a copy) with the W-9's SSN in, when asked for; a submission is refused without one. */
export async function withW9Ssn(
  trx: Kysely<Database>,
  vault: ValueVault,
  caller: ApplicantScope,
  data: Data,
  submitting: boolean,
): Promise<Data> {
  if (data.SsnSource !== 'w9') return data;
  const ssn = await w9Ssn(trx, vault, caller);
  if (ssn === null) {
    if (submitting) throw validationFailed({ SsnSource: CBC_NO_W9_SSN_MESSAGE });
    return { ...data, Ssn: '' };
  }
  return { ...data, Ssn: ssn };
}

/** A valid submission's NY CHRC consent: required when it applies (400 on `NyChrcConsent`), false otherwise. */
export async function withNyChrc(trx: Kysely<Database>, caller: ApplicantScope, data: Data): Promise<Data> {
  const applicant = await trx
    .selectFrom('applicants')
    .select('discipline')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', caller.applicantId)
    .executeTakeFirst();
  const states = Array.isArray(data.Addresses)
    ? (data.Addresses as Data[]).map((address) => address.State as string)
    : [];
  if (!nyChrcApplies((applicant?.discipline ?? null) as Discipline | null, states))
    return { ...data, NyChrcConsent: false };
  if (data.NyChrcConsent !== true) throw validationFailed({ NyChrcConsent: messages.cbc.chrcRequired });
  return data;
}

/**
 * The PDF's texts of CHRC Form Info (after its data): the disclosure as shown on its own screen, the
 * authorization signed, the state notices shown for the addresses, and the NY CHRC consent when given.
 */
export function cbcBlocks(data: Data): PdfBlock[] {
  const paragraphs = (text: string): PdfBlock[] =>
    text.split('\n\n').map((paragraph) => ({ kind: 'text', text: paragraph }));
  const states = Array.isArray(data.Addresses)
    ? (data.Addresses as Data[]).map((address) => address.State as string)
    : [];
  const blocks: PdfBlock[] = [
    { kind: 'heading', text: `${CBC_DISCLOSURE_TITLE} (shown alone, on its own screen)` },
    ...paragraphs(CBC_DISCLOSURE_TEXT),
    {
      kind: 'field',
      label: CBC_DISCLOSURE_ACKNOWLEDGEMENT,
      value: data.DisclosureAcknowledged === true ? 'Yes' : 'No',
    },
    { kind: 'heading', text: 'Authorization' },
    { kind: 'text', text: CBC_AUTHORIZATION_TEXT },
    { kind: 'text', text: CBC_SUMMARY_OF_RIGHTS_TEXT },
    { kind: 'field', label: CBC_COPY_OF_REPORT_LABEL, value: data.CopyOfReport === true ? 'Yes' : 'No' },
  ];
  for (const notice of cbcStateNotices(states))
    blocks.push({ kind: 'heading', text: `State notice: ${notice.title}` }, ...paragraphs(notice.text));
  if (data.NyChrcConsent === true)
    blocks.push({ kind: 'heading', text: NY_CHRC_TITLE }, ...paragraphs(NY_CHRC_TEXT), {
      kind: 'field',
      label: NY_CHRC_CONSENT_LABEL,
      value: 'Yes',
    });
  return blocks;
}

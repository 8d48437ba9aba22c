import type { Kysely } from 'kysely';
import { I9_SECTION2_SENSITIVE_FIELDS, SENSITIVE_FIELDS, type OnboardingFormKey } from '@agency/api-client/contract';
import { atRestCipher } from '../../platform/crypto';
import type { Database } from '../../platform/db';
import { OperationError } from '../../platform/errors';
import { SECTION2_SCOPE } from './review';
import { healthSealContext } from './form-data';
import {
  copy,
  HEALTH_SEAL_PURPOSE,
  ONBOARDING_SEAL_PURPOSE,
  sealContext,
  sealedKeyId,
  slotsOf,
  type Data,
} from './sensitive';

/** What a re-seal did. */
export interface ResealCount {
  rows: number;
  values: number;
}

/**
 * Re-seals every sealed onboarding value (every version of every form, the health forms' data kept apart,
 * and I-9 Section 2) under `newKey`, in
 * the caller's transaction: values sealed under `oldKey` are opened and sealed again, values already under
 * `newKey` are left alone, a value under any other key stops the whole rotation with a clear error (nothing
 * is changed then: the transaction rolls back). The plain values do not change, so neither do the canonical
 * texts and hashes of signed versions (stored verbatim); only the sealed `data` is rewritten.
 */
export async function rotateOnboardingValues(
  trx: Kysely<Database>,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<ResealCount> {
  const from = atRestCipher(oldKey, ONBOARDING_SEAL_PURPOSE);
  const to = atRestCipher(newKey, ONBOARDING_SEAL_PURPOSE);
  const count: ResealCount = { rows: 0, values: 0 };
  const reseal = (
    data: Data,
    scope: { agencyId: number; applicantId: number; form: string },
    patterns: readonly string[],
  ) => {
    const result = copy(data);
    let changed = 0;
    for (const slot of slotsOf(result, patterns)) {
      const value = slot.parent[slot.key];
      const keyId = sealedKeyId(value);
      if (keyId === null || keyId === to.keyId) continue;
      if (keyId !== from.keyId)
        throw new OperationError(
          `A value of ${scope.form} (applicant ${scope.applicantId}, ${slot.path}) is sealed under data key ${keyId}, which is neither OLD_DATA_ENCRYPTION_KEY (${from.keyId}) nor DATA_ENCRYPTION_KEY (${to.keyId}). Nothing was changed.`,
        );
      const context = sealContext(scope.agencyId, scope.applicantId, scope.form, slot.path);
      slot.parent[slot.key] = to.seal(from.open(value as string, context), context);
      changed += 1;
    }
    return { result, changed };
  };

  const documents = await trx
    .selectFrom('onboarding_documents')
    .select(['id', 'agency_id', 'applicant_id', 'form', 'data'])
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const row of documents) {
    const scope = { agencyId: row.agency_id, applicantId: row.applicant_id, form: row.form };
    const { result, changed } = reseal(row.data, scope, SENSITIVE_FIELDS[row.form as OnboardingFormKey]);
    if (changed === 0) continue;
    await trx
      .updateTable('onboarding_documents')
      .set({ data: JSON.stringify(result) })
      .where('id', '=', row.id)
      .execute();
    count.rows += 1;
    count.values += changed;
  }
  // The health forms' data (form-data.ts): one sealed value per version, under its own purpose.
  const fromHealth = atRestCipher(oldKey, HEALTH_SEAL_PURPOSE);
  const toHealth = atRestCipher(newKey, HEALTH_SEAL_PURPOSE);
  const healthRows = await trx
    .selectFrom('onboarding_health_data as h')
    .innerJoin('onboarding_documents as d', 'd.id', 'h.document_id')
    .select(['h.document_id', 'd.agency_id', 'd.applicant_id', 'd.form', 'h.data'])
    .orderBy('h.document_id')
    .forUpdate()
    .execute();
  for (const row of healthRows) {
    const keyId = sealedKeyId(row.data);
    if (keyId === toHealth.keyId) continue;
    if (keyId !== fromHealth.keyId)
      throw new OperationError(
        `The health data of ${row.form} (applicant ${row.applicant_id}) is sealed under data key ${keyId ?? '(none)'}, which is neither OLD_DATA_ENCRYPTION_KEY (${fromHealth.keyId}) nor DATA_ENCRYPTION_KEY (${toHealth.keyId}). Nothing was changed.`,
      );
    const context = healthSealContext({
      agencyId: row.agency_id,
      applicantId: row.applicant_id,
      form: row.form,
      documentId: row.document_id,
    });
    await trx
      .updateTable('onboarding_health_data')
      .set({ data: toHealth.seal(fromHealth.open(row.data, context), context) })
      .where('document_id', '=', row.document_id)
      .execute();
    count.rows += 1;
    count.values += 1;
  }
  const sections = await trx
    .selectFrom('onboarding_i9_section2')
    .select(['id', 'agency_id', 'applicant_id', 'data'])
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const row of sections) {
    const scope = { agencyId: row.agency_id, applicantId: row.applicant_id, form: SECTION2_SCOPE };
    const { result, changed } = reseal(row.data, scope, I9_SECTION2_SENSITIVE_FIELDS);
    if (changed === 0) continue;
    await trx
      .updateTable('onboarding_i9_section2')
      .set({ data: JSON.stringify(result) })
      .where('id', '=', row.id)
      .execute();
    count.rows += 1;
    count.values += changed;
  }
  return count;
}

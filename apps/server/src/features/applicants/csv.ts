import type { Kysely } from 'kysely';
import {
  APPLICANT_SOURCES,
  EMPLOYMENT_TYPES,
  SHIFTS,
  onboardingProgressText,
  statusLabel,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { csvLine } from '../../platform/http';
import { afterKeys, filteredApplicants, keyColumns, type ApplicantListRequest } from './list';
import type { ApplicantRow } from './mappers';
import type { FormRules } from '../../core/form-rules';
import { toOnboardingProgress } from './onboarding';
import { RECORD_COLUMNS, SUMMARY_COLUMNS } from './queries';
import { personName } from '../../core/identity';

/** Rows read per query while exporting (each batch continues after the previous one's last sort keys). */
export const EXPORT_BATCH = 1000;

const SOURCE_LABELS = new Map<string, string>(APPLICANT_SOURCES.map((source) => [source.key, source.label]));
const SHIFT_LABELS = new Map<string, string>(SHIFTS.map((shift) => [shift.key, shift.label]));
const EMPLOYMENT_LABELS = new Map<string, string>(EMPLOYMENT_TYPES.map((type) => [type.key, type.label]));

const iso = (value: Date | string) => new Date(value).toISOString();
const list = (values: readonly string[], labels?: Map<string, string>) =>
  values.map((value) => labels?.get(value) ?? value).join('; ');

/** The export's columns: header and value of each row. */
const COLUMNS: readonly [string, (row: ExportRow, rules: FormRules) => string | number | boolean | null][] = [
  ['Applicant ID', (row) => row.id],
  ['First Name', (row) => row.first_name],
  ['Middle Name', (row) => row.middle_name],
  ['Last Name', (row) => row.last_name],
  ['Preferred Name', (row) => row.preferred_name],
  ['Email', (row) => row.email],
  ['Mobile Phone', (row) => row.mobile_phone],
  ['Other Phone', (row) => row.other_phone],
  ['Address Line 1', (row) => row.address_line1],
  ['Address Line 2', (row) => row.address_line2],
  ['City', (row) => row.city],
  ['State', (row) => row.state],
  ['ZIP', (row) => row.zip],
  ['Discipline', (row) => row.discipline],
  ['Specialties', (row) => list(row.specialties)],
  ['Years of Experience', (row) => row.years_of_experience],
  ['License States', (row) => list(row.license_states)],
  ['Compact License', (row) => (row.compact_license ? 'Yes' : 'No')],
  ['Desired Locations', (row) => list(row.desired_locations)],
  ['Desired Shift', (row) => (row.desired_shift ? (SHIFT_LABELS.get(row.desired_shift) ?? row.desired_shift) : '')],
  ['Employment Types', (row) => list(row.employment_types, EMPLOYMENT_LABELS)],
  ['Available From', (row) => row.available_from],
  ['Status', (row) => statusLabel(row.status)],
  ['In Status Since', (row) => iso(row.status_changed_at)],
  ['Owner', (row) => (row.owner_id === null ? '' : personName(row.owner_first_name ?? '', row.owner_last_name ?? ''))],
  ['Source', (row) => SOURCE_LABELS.get(row.source) ?? row.source],
  ['Tags', (row) => list(row.tags)],
  [
    'Onboarding',
    (row, rules) => onboardingProgressText(toOnboardingProgress(row.onboarding_progress, row.discipline, rules)),
  ],
  ['Created', (row) => iso(row.created_at)],
  ['Updated', (row) => iso(row.updated_at)],
];

/** What the export reads of a record: the whole record's columns but the date of birth, account and archive. */
type ExportRow = Omit<ApplicantRow, 'date_of_birth' | 'user_id' | 'archived_at'>;

/**
 * The CSV of every applicant matching the request, in its sort order: a header line, then one line per
 * applicant. Read in batches of EXPORT_BATCH by keyset (each batch a query of its own, continuing after the
 * previous batch's last sort keys, so no connection or transaction is held while the client reads) and
 * yielded batch by batch: memory stays at one batch whatever the number of rows. Starts with a UTF-8 byte
 * order mark, which spreadsheet programs need to read UTF-8.
 */
export async function* applicantsCsv(
  db: Kysely<Database>,
  agencyId: number,
  request: ApplicantListRequest,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(COLUMNS.map(([header]) => header))}`;
  const keys = keyColumns(request);
  let after: (string | null)[] | null = null;
  for (;;) {
    let query = filteredApplicants(db, agencyId, request)
      .select([...SUMMARY_COLUMNS, ...RECORD_COLUMNS, ...keys])
      .limit(EXPORT_BATCH);
    if (after) query = query.where(afterKeys(request, after));
    const rows = await query.execute();
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) chunk += csvLine(COLUMNS.map(([, value]) => value(row as ExportRow, request.rules)));
    yield chunk;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1] as Record<string, unknown>;
    after = keys.map((_key, i) => last[`k${i}`] as string | null);
  }
}

import { can, exportApplicants, type ApplicantListQuery } from '@agency/api-client/contract';
import { ExportCsv as ListExportCsv } from '../../../shared/ExportCsv';
import { useSignedInStaff } from '../../../session/useSignedInStaff';

/**
 * "Export CSV" of the applicant lists: every applicant matching the current search (all pages, the server
 * streams it), then a download link named after today's date (applicants-2026-11-23.csv). Personal data in
 * bulk: offered only to those who hold `applicants.export` (managers and above as shipped); the server
 * refuses anyone else and audits every export.
 */
export function ExportCsv({ query }: { query: ApplicantListQuery }) {
  const { roles } = useSignedInStaff();
  if (!can(roles, 'applicants.export')) return null;
  return <ListExportCsv call={exportApplicants} query={query} fileStem="applicants" />;
}

import { exportApplicants, type ApplicantListQuery } from '@agency/api-client/contract';
import { ExportCsv as ListExportCsv } from '../../../shared/ExportCsv';

/**
 * "Export CSV" of the applicant lists: every applicant matching the current search (all pages, the server
 * streams it), then a download link named after today's date (applicants-2026-11-23.csv). Every staff member
 * may export.
 */
export function ExportCsv({ query }: { query: ApplicantListQuery }) {
  return <ListExportCsv call={exportApplicants} query={query} fileStem="applicants" />;
}

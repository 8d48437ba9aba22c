import { Badge, Link } from '@agency/ui';
import { progressText, type ProgressCounts } from '@agency/api-client/contract';
import { RouterLink } from '../../shared/RouterLink';

/** The applicant area's path of Upload Requirements (a step of the checklist that is not a form). */
export const UPLOAD_REQUIREMENTS_HREF = '/upload-requirements';

/**
 * The checklist's Upload Requirements row: the link and its counts (the overview's `Uploads`, the same the
 * staff's record shows: "4 of 7 submitted · 0 approved · 3 missing"). docs/onboarding.md, "Upload Requirements".
 */
export function UploadRequirementsRowContent({ label, counts }: { label: string; counts: ProgressCounts | null }) {
  return (
    <>
      <Link as={RouterLink} href={UPLOAD_REQUIREMENTS_HREF}>
        {label}
      </Link>
      {counts ? (
        <Badge
          tone={
            counts.Approved === counts.Total
              ? 'success'
              : counts.Missing === 0
                ? 'info'
                : counts.Submitted > 0
                  ? 'warning'
                  : 'neutral'
          }
        >
          {progressText(counts)}
        </Badge>
      ) : null}
    </>
  );
}

import { Badge, Link, Text } from '@agency/ui';
import {
  getUploadRequirements,
  uploadRequirementsProgress,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RouterLink } from '../../shared/RouterLink';

/** The applicant area's path of Upload Requirements (a step of the checklist that is not a form). */
export const UPLOAD_REQUIREMENTS_HREF = '/upload-requirements';

/** Upload Requirements as one step of the applicant's onboarding. */
export interface UploadRequirementsStep {
  /** The requirements (undefined while loading or after a failure: the step then counts as not done). */
  overview: UploadRequirementsOverview | undefined;
  /** 1 when every requirement is approved, else 0: what the step adds to "N of M complete". */
  complete: number;
  /** Always 1: the step is one of the checklist's M. */
  total: 1;
  /** The requirements were read, or could not be (the count waits for it, so it does not change under the reader). */
  settled: boolean;
}

/**
 * The home's Upload Requirements step (issue 12): the checklist counts it as one more step, complete when
 * every required document is approved (and none expired). docs/onboarding.md, "Upload Requirements".
 */
export function useUploadRequirementsStep(): UploadRequirementsStep {
  const { data, error } = useApiQuery(getUploadRequirements);
  return { overview: data, complete: data?.Complete ? 1 : 0, total: 1, settled: data !== undefined || Boolean(error) };
}

/** The checklist's row content: the link and "3 of 7 approved". */
export function UploadRequirementsRowContent({ label, step }: { label: string; step: UploadRequirementsStep }) {
  const overview = step.overview;
  return (
    <>
      <Link as={RouterLink} href={UPLOAD_REQUIREMENTS_HREF}>
        {label}
      </Link>
      {overview ? (
        <Badge tone={overview.Complete ? 'success' : overview.Approved > 0 ? 'warning' : 'neutral'}>
          {uploadRequirementsProgress(overview)}
        </Badge>
      ) : (
        <Text as="span" tone="muted" size="sm">
          Loading…
        </Text>
      )}
    </>
  );
}

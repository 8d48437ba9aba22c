import styled from 'styled-components';
import { Link, formatPhone } from '@agency/ui';
import type { DuplicateMatch } from '@agency/api-client/contract';
import { DuplicatesAlert } from '../../../shared/DuplicatesAlert';
import { RouterLink } from '../../../shared/RouterLink';
import { StatusBadge } from '../../../shared/StatusBadge';
import { recordPath } from '../shared/paths';
import { displayName } from '../shared/staff';

/** What each duplicate rule means, in words. */
export const MATCH_LABELS: Readonly<Record<DuplicateMatch['MatchedOn'][number], string>> = {
  email: 'same email',
  mobile: 'same mobile phone',
  'name-zip': 'same last name, first two letters of the first name and ZIP',
};

const Matched = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface DuplicatesPanelProps {
  matches: readonly DuplicateMatch[];
  saving: boolean;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/** The possible duplicates of the applicant being added: links to each, the rules matched, and the choice. */
export function DuplicatesPanel({ matches, saving, onSaveAnyway, onCancel }: DuplicatesPanelProps) {
  return (
    <DuplicatesAlert
      intro={
        <>
          {matches.length === 1 ? 'An applicant looks' : `${matches.length} applicants look`} like the one you are
          adding. Open {matches.length === 1 ? 'it' : 'them'} to check, or save anyway.
        </>
      }
      focusKey={matches}
      saving={saving}
      onSaveAnyway={onSaveAnyway}
      onCancel={onCancel}
    >
      {matches.map(({ Applicant: applicant, MatchedOn }) => (
        <li key={applicant.ApplicantId}>
          <Link as={RouterLink} href={recordPath(applicant.Number)} target="_blank" rel="noopener">
            {displayName(applicant)}
          </Link>{' '}
          <StatusBadge status={applicant.Status} since={applicant.StatusChangedAt} />
          <Matched>
            {applicant.Email}
            {applicant.MobilePhone ? ` · ${formatPhone(applicant.MobilePhone)}` : ''}
          </Matched>
          <Matched>Matched on: {MatchedOn.map((rule) => MATCH_LABELS[rule]).join('; ')}</Matched>
        </li>
      ))}
    </DuplicatesAlert>
  );
}

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, Link, Stack } from '@agency/ui';
import type { DuplicateMatch } from '@agency/api-client/contract';
import { RouterLink } from '../../../shared/RouterLink';
import { StatusBadge } from '../shared/StatusBadge';
import { recordPath } from '../shared/paths';
import { displayName } from '../shared/staff';

/** What each duplicate rule means, in words. */
export const MATCH_LABELS: Readonly<Record<DuplicateMatch['MatchedOn'][number], string>> = {
  email: 'same email',
  mobile: 'same mobile phone',
  'name-zip': 'same last name, first two letters of the first name and ZIP',
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [matches]);

  return (
    <div ref={ref} tabIndex={-1} aria-labelledby="duplicates-title">
      <Alert tone="warning" title={<span id="duplicates-title">Possible duplicates</span>}>
        <p>
          {matches.length === 1 ? 'An applicant looks' : `${matches.length} applicants look`} like the one you are
          adding. Open {matches.length === 1 ? 'it' : 'them'} to check, or save anyway.
        </p>
        <List>
          {matches.map(({ Applicant: applicant, MatchedOn }) => (
            <li key={applicant.ApplicantId}>
              <Link
                as={RouterLink}
                href={recordPath(1, new URLSearchParams({ q: applicant.Email }))}
                target="_blank"
                rel="noopener"
              >
                {displayName(applicant)}
              </Link>{' '}
              <StatusBadge status={applicant.Status} since={applicant.StatusChangedAt} />
              <Matched>
                {applicant.Email}
                {applicant.MobilePhone ? ` · ${applicant.MobilePhone}` : ''}
              </Matched>
              <Matched>Matched on: {MatchedOn.map((rule) => MATCH_LABELS[rule]).join('; ')}</Matched>
            </li>
          ))}
        </List>
        <Stack direction="row" gap={3} wrap style={{ marginTop: '1rem' }}>
          <Button onClick={onSaveAnyway} loading={saving}>
            Save anyway
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </Alert>
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Stack } from '@agency/ui';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

export interface DuplicatesAlertProps {
  /** What was found, in a sentence ("An applicant looks like the one you are adding…"). */
  intro: ReactNode;
  /** One `<li>` per possible duplicate (a link to it and why it matched). */
  children: ReactNode;
  /** Re-focuses the warning whenever it changes (the matches). */
  focusKey: unknown;
  saving: boolean;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/**
 * "Possible duplicates" before a save: the records that look like the one being saved, and the choice to save
 * anyway or go back. It takes the focus, so a keyboard or screen-reader user meets it first. Used by every
 * add/edit screen with a duplicate check (applicants, facilities).
 */
export function DuplicatesAlert({ intro, children, focusKey, saving, onSaveAnyway, onCancel }: DuplicatesAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <Alert tone="warning" title={<span id={titleId}>Possible duplicates</span>}>
        <p>{intro}</p>
        <List>{children}</List>
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

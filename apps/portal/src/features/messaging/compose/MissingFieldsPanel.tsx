import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Stack, TextField } from '@agency/ui';
import {
  MESSAGE_LIMITS,
  isJobOrderField,
  mergeFieldLabel,
  type JobOrderSummary,
  type MergeFieldKey,
  type MergeFieldValues,
  type MessageCheck,
} from '@agency/api-client/contract';
import { JobOrderPicker } from '../../job-orders';

const Names = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

const Panel = styled.section`
  &:focus {
    outline: none;
  }
`;

/** How many recipients with blanks the list names before "and N more". */
const NAMES_SHOWN = 20;

export interface MissingFieldsPanelProps {
  /** The check of the send, and the job order it was made with. */
  check: MessageCheck;
  checkedJobOrderId: number | null;
  /** One recipient (no "leave out"). */
  single: boolean;
  jobOrder: JobOrderSummary | null;
  onJobOrder: (order: JobOrderSummary | null) => void;
  values: MergeFieldValues;
  onValue: (key: MergeFieldKey, value: string) => void;
  /** Leaves the recipients with blanks out of the send (several recipients only). */
  onLeaveOut: () => void;
}

/** Enter in the job order search must not send the message around it. */
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The send stopped by its check: the merge fields without a value (for each recipient with blanks), and the
 * ways to fill them: the job order for its fields, a value typed for the others (used only where the
 * recipient has none), or leaving those recipients out. Focused when it appears, so it is seen on a phone.
 */
export function MissingFieldsPanel({
  check,
  checkedJobOrderId,
  single,
  jobOrder,
  onJobOrder,
  values,
  onValue,
  onLeaveOut,
}: MissingFieldsPanelProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, [check]);
  const labels = check.MissingFields.map(mergeFieldLabel).join(', ');
  // The job order fills its fields, unless the check was made with one and they are still empty there.
  const needsJobOrder = checkedJobOrderId === null && check.MissingFields.some(isJobOrderField);
  const typed = check.MissingFields.filter((key) => !isJobOrderField(key) || checkedJobOrderId !== null);
  const blanks = check.Blanks;
  return (
    <Panel ref={panel} tabIndex={-1} aria-labelledby="missing-fields-title">
      <Stack gap={3}>
        <Alert tone="warning" title={<span id="missing-fields-title">Not sent: merge fields without a value</span>}>
          {single ? (
            <>
              These merge fields have no value for {blanks[0]?.Name}: {labels}.
            </>
          ) : (
            <>
              {blanks.length} of {plural(check.Recipients, 'recipient')} would get blanks:
              <Names aria-label="Recipients with blank fields">
                {blanks.slice(0, NAMES_SHOWN).map((entry) => (
                  <li key={entry.ApplicantId}>
                    {entry.Name}: {entry.MissingFields.map(mergeFieldLabel).join(', ')}
                  </li>
                ))}
                {blanks.length > NAMES_SHOWN ? <li>and {blanks.length - NAMES_SHOWN} more</li> : null}
              </Names>
            </>
          )}{' '}
          {[
            needsJobOrder ? 'Choose the job order' : null,
            typed.length ? 'fill in the values' : null,
            single ? null : 'leave those recipients out',
          ]
            .filter(Boolean)
            .join(', ')
            .replace(/^./, (first) => first.toUpperCase())
            .replace(/, ([^,]+)$/, ' or $1')}
          , then send again.
        </Alert>
        {needsJobOrder ? (
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps Enter in the search box from sending
          <div onKeyDown={keepEnter}>
            <JobOrderPicker value={jobOrder} onChange={onJobOrder} />
          </div>
        ) : null}
        {typed.map((key) => (
          <TextField
            key={key}
            label={mergeFieldLabel(key)}
            value={values[key] ?? ''}
            maxLength={MESSAGE_LIMITS.mergeValueMaxLength}
            hint={single ? 'Used in this message.' : 'Used for each recipient who has no value of their own.'}
            onChange={(event) => onValue(key, event.target.value)}
          />
        ))}
        {single ? null : (
          <div>
            <Button type="button" variant="secondary" onClick={onLeaveOut}>
              Leave out {plural(blanks.length, 'recipient')}
            </Button>
          </div>
        )}
      </Stack>
    </Panel>
  );
}

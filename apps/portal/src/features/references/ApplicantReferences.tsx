import { ReferenceAnswersForm } from '@agency/forms';
import styled from 'styled-components';
import { Badge, Card, ErrorState, LoadingState, Stack, Text, formatPhone } from '@agency/ui';
import { getApplicantReferences } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { day, referenceStatusBadge } from './status';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/**
 * The record's "References" (Onboarding tab): each reference of the applicant's Nurse Form with its request's
 * state and the answers received from the public reference form.
 */
export function ApplicantReferences({ applicantId }: { applicantId: number }) {
  const references = useApiQuery(getApplicantReferences, { params: { id: applicantId } });
  let body;
  if (references.error) body = <ErrorState what="references" onRetry={() => void references.mutate()} />;
  else if (!references.data) body = <LoadingState label="Loading the references" />;
  else if (references.data.length === 0) body = <Text tone="muted">No references on the Nurse Form yet.</Text>;
  else
    body = (
      <List aria-label="References">
        {references.data.map((reference) => {
          const badge = referenceStatusBadge(reference.Request?.Status ?? null);
          return (
            <Item key={reference.ReferenceId}>
              <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
                <div>
                  <strong>{reference.Name || 'Unnamed reference'}</strong>
                  <Text tone="muted" size="sm">
                    {[reference.Title, reference.Facility, reference.Supervisory ? 'Supervisory' : 'Not supervisory']
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text tone="muted" size="sm">
                    {[reference.Email, formatPhone(reference.Phone)].filter(Boolean).join(' · ') ||
                      'No contact details'}
                  </Text>
                </div>
                <Badge tone={badge.tone}>{badge.text}</Badge>
              </Stack>
              {reference.Request ? (
                <Text tone="muted" size="sm">
                  {reference.Request.Status === 'completed' && reference.Request.CompletedAt
                    ? `Requested ${day(reference.Request.SentAt)}, received ${day(reference.Request.CompletedAt)}`
                    : `Requested ${day(reference.Request.SentAt)} from ${reference.Request.Email}, link valid until ${day(reference.Request.ExpiresAt)}`}
                </Text>
              ) : null}
              {reference.Answers ? (
                <ReferenceAnswersForm
                  readOnly
                  applicantName="the applicant"
                  defaultValues={reference.Answers}
                  onSubmit={() => undefined}
                />
              ) : null}
            </Item>
          );
        })}
      </List>
    );
  return <Card title="References">{body}</Card>;
}

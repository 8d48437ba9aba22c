import { useState } from 'react';
import { StatusChangeForm } from '@agency/forms';
import type { StatusChangeValues } from '@agency/forms/schemas';
import { Button, Dialog, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  allowedMoves,
  canEditApplicant,
  changeApplicantStatus,
  movePermission,
  ownsOrUnassigned,
  pipelineMoves,
  rolesSentence,
  statusLabel,
  type Applicant,
  type RoleKey,
} from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';

interface Actor {
  roles: readonly RoleKey[];
  recruiterId: number | null;
}

/** Why no move is offered to this person, in one sentence. */
export function noMovesReason(applicant: Applicant, actor: Actor): string {
  const owns = ownsOrUnassigned(applicant.Owner?.RecruiterId ?? null, actor.recruiterId ?? -1);
  const label = statusLabel(applicant.Status);
  if (!canEditApplicant({ roles: actor.roles, ownsOrUnassigned: owns }))
    return applicant.Owner
      ? `${applicant.Owner.Name} owns this applicant: only they or ${rolesSentence('applicants.edit-any')} can change the status.`
      : 'Only staff who may edit applicants can change the status.';
  const moves = pipelineMoves(applicant.Status);
  if (moves.length === 0) return `No moves from ${label}.`;
  const needs = moves.map((move) => {
    const permission = movePermission(move.Kind);
    return `${statusLabel(move.To)} needs ${permission ? rolesSentence(permission) : 'the owner'}`;
  });
  return `No moves from ${label} for you: ${needs.join('; ')}.`;
}

export interface ChangeStatusProps {
  applicant: Applicant;
  actor: Actor;
  /** The record after the move (the server's answer). */
  onChanged: (applicant: Applicant) => Promise<unknown> | void;
}

/** The "Change Status" button and its dialog (the moves this person may make), or why there is none. */
export function ChangeStatus({ applicant, actor, onChanged }: ChangeStatusProps) {
  const client = useApiClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const owns = ownsOrUnassigned(applicant.Owner?.RecruiterId ?? null, actor.recruiterId ?? -1);
  const moves = allowedMoves(applicant.Status, { roles: actor.roles, ownsOrUnassigned: owns });

  if (moves.length === 0) return <Text tone="muted">{noMovesReason(applicant, actor)}</Text>;

  const submit = async (values: StatusChangeValues) => {
    try {
      const { data } = await client.call(changeApplicantStatus, {
        params: { id: applicant.ApplicantId },
        body: {
          To: values.To,
          ...(values.Reason ? { Reason: values.Reason } : {}),
          ...(values.Note ? { Note: values.Note } : {}),
        },
      });
      setOpen(false);
      setServerErrors(undefined);
      toast.success(`Status changed to ${statusLabel(data.Status)}`);
      await onChanged(data);
    } catch (error) {
      if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The status could not be changed.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Change Status</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Change Status"
        description={`From ${statusLabel(applicant.Status)}.`}
      >
        {open ? (
          <StatusChangeForm
            moves={moves}
            onSubmit={submit}
            serverErrors={serverErrors}
            actions={
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            }
          />
        ) : null}
      </Dialog>
    </>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { NoteForm } from '@agency/forms';
import type { ApplicantNoteValues } from '@agency/forms/schemas';
import { Badge, Button, EmptyState, ErrorState, LoadingState, Stack, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  addApplicantNote,
  listApplicantNotes,
  updateApplicantNote,
  type ApplicantNote,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { formatMoment } from './query';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const NoteText = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Pinned first, then newest first. */
const ordered = (notes: readonly ApplicantNote[]) =>
  [...notes].sort((a, b) => Number(b.Pinned) - Number(a.Pinned) || b.CreatedAt.localeCompare(a.CreatedAt));

export interface NotesTabProps {
  applicantId: number;
  recruiterId: number | null;
  /** May pin and unpin (edits the applicant). */
  canEdit: boolean;
  /** After a change: the activity shows notes too. */
  onChanged: () => Promise<unknown> | void;
}

/** The Notes tab: add a note, edit your own, pin or unpin (pinned first). */
export function NotesTab({ applicantId, recruiterId, canEdit, onChanged }: NotesTabProps) {
  const client = useApiClient();
  const toast = useToast();
  const notes = useApiQuery(listApplicantNotes, { params: { id: applicantId } });
  const [added, setAdded] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const report = (error: unknown, fallback: string) => {
    const message = messageFor(
      error,
      isApiError(error) && error.message ? error.message : fallback,
      MESSAGES.serverError,
    );
    if (message) toast.error(message);
  };
  const done = async () => {
    await notes.mutate();
    await onChanged();
  };

  const add = async (values: ApplicantNoteValues) => {
    try {
      await client.call(addApplicantNote, { params: { id: applicantId }, body: values });
      toast.success('Note added');
      setAdded((count) => count + 1);
      await done();
    } catch (error) {
      report(error, 'The note could not be added.');
    }
  };

  const save = async (note: ApplicantNote, body: ApplicantNoteValues) => {
    setBusy(note.NoteId);
    try {
      await client.call(updateApplicantNote, { params: { id: applicantId, noteId: note.NoteId }, body });
      setEditing(null);
      await done();
    } catch (error) {
      report(error, 'The note could not be saved.');
    } finally {
      setBusy(null);
    }
  };

  let list;
  if (notes.error) list = <ErrorState what="notes" onRetry={() => void notes.mutate()} />;
  else if (!notes.data) list = <LoadingState label="Loading the notes" />;
  else if (notes.data.length === 0) list = <EmptyState title="No notes yet" headingLevel={2} />;
  else
    list = (
      <List aria-label="Notes">
        {ordered(notes.data).map((note) => (
          <Item key={note.NoteId}>
            {editing === note.NoteId ? (
              <NoteForm
                label="Edit note"
                submitLabel="Save"
                pinnable={false}
                defaultValues={note}
                loading={busy === note.NoteId}
                onSubmit={(values) => save(note, { Text: values.Text, Pinned: note.Pinned })}
                actions={
                  <Button variant="secondary" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                }
              />
            ) : (
              <>
                {note.Pinned ? (
                  <div>
                    <Badge tone="info">Pinned</Badge>
                  </div>
                ) : null}
                <NoteText>{note.Text}</NoteText>
                <Meta>
                  {note.AuthorName || 'Someone'} · {formatMoment(note.CreatedAt)}
                  {note.UpdatedAt !== note.CreatedAt ? ` · edited ${formatMoment(note.UpdatedAt)}` : ''}
                </Meta>
                <Stack direction="row" gap={2} wrap>
                  {note.AuthorId !== null && note.AuthorId === recruiterId ? (
                    <Button size="sm" variant="secondary" onClick={() => setEditing(note.NoteId)}>
                      Edit
                    </Button>
                  ) : null}
                  {canEdit ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={busy === note.NoteId}
                      onClick={() => void save(note, { Text: note.Text, Pinned: !note.Pinned })}
                    >
                      {note.Pinned ? 'Unpin' : 'Pin'}
                    </Button>
                  ) : null}
                </Stack>
              </>
            )}
          </Item>
        ))}
      </List>
    );

  return (
    <Stack gap={5}>
      <NoteForm key={added} onSubmit={add} />
      {list}
    </Stack>
  );
}

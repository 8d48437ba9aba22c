import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  Button,
  ErrorState,
  Heading,
  Link,
  LoadingState,
  MenuButton,
  Text,
  useToast,
  type MenuEntry,
} from '@agency/ui';
import {
  API_CALLS,
  APPLICANT_PAGE_SIZE,
  APPLICANT_STATUS_KEYS,
  allowedMoves,
  isApplicantStatus,
  listApplicants,
  ownsOrUnassigned,
  pipelineMoves,
  reasonsFor,
  statusLabel,
  type ApplicantListQuery,
  type ApplicantStatus,
  type ApplicantSummary,
  type StatusChangePayload,
} from '@agency/api-client/contract';
import { isApiError } from '@agency/api-client';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RouterLink } from '../../../shared/RouterLink';
import { timeInStage } from '../../../shared/timeInStage';
import { recordHref } from '../search/query';
import { applicantName, useRefreshApplicants } from '../shared/staff';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { ReasonDialog } from './ReasonDialog';
import { totalText } from '../shared/total';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const ColumnBox = styled.section<{ $accepts: boolean; $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]};
  border: 2px ${({ $accepts }) => ($accepts ? 'dashed' : 'solid')}
    ${({ theme, $accepts, $over }) => ($over ? theme.colors.primary : $accepts ? theme.colors.info : theme.colors.borderSubtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $over }) => ($over ? theme.colors.infoSurface : theme.colors.surface)};
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 40rem;
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardBox = styled.article<{ $dragging?: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  touch-action: manipulation;
`;

const CardDetails = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Handle = styled.button`
  align-self: start;
  min-width: 1.75rem;
  min-height: 1.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

interface Actor {
  roles: ReturnType<typeof useSignedInStaff>['roles'];
  recruiterId: number | null;
}

/** The moves the signed-in user may make with this applicant (the contract's table and role rules). */
function movesFor(card: ApplicantSummary, actor: Actor): ApplicantStatus[] {
  const owns =
    actor.recruiterId === null
      ? card.Owner === null
      : ownsOrUnassigned(card.Owner?.RecruiterId ?? null, actor.recruiterId);
  return allowedMoves(card.Status, { roles: actor.roles, ownsOrUnassigned: owns }).map((move) => move.To);
}

/** Arrow keys go from column to column (those that accept the card), in the pipeline's order. */
function columnKeys(statuses: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const from =
      context.over?.id ?? (context.active?.data.current as { card?: ApplicantSummary } | undefined)?.card?.Status;
    const at = statuses.indexOf(String(from));
    const accepting = statuses.filter(
      (status) => context.droppableContainers.get(status)?.disabled === false && context.droppableRects.has(status),
    );
    const ahead =
      step > 0
        ? accepting.filter((s) => statuses.indexOf(s) > at)
        : accepting.filter((s) => statuses.indexOf(s) < at).reverse();
    const rect = ahead[0] ? context.droppableRects.get(ahead[0]) : undefined;
    return rect ? { x: rect.left + 8, y: rect.top + 8 } : currentCoordinates;
  };
}

/** Keyboard moves have no pointer: they land where the card's box overlaps a column most. */
const collision: CollisionDetection = (args) => {
  const byPointer = pointerWithin(args);
  return byPointer.length ? byPointer : rectIntersection(args);
};

/** A move waiting for the server's answer: the card shows in its new column meanwhile. */
interface PendingMove {
  card: ApplicantSummary;
  from: ApplicantStatus;
  to: ApplicantStatus;
}

export interface ApplicantBoardProps {
  /** The search (its status filter, if any, chooses the columns). */
  query: ApplicantListQuery;
}

/**
 * The board: one column per status (the search's other filters applied), 50 cards each with "Load more".
 * A card moves by dragging it (pointer, or keyboard: space on its handle, arrows, space) to a column that
 * accepts it, or by its "Move to" menu. Rejected and Refused ask for a reason first. The card shows in its
 * new column at once; if the server refuses, its message shows and the card goes back.
 */
export function ApplicantBoard({ query }: ApplicantBoardProps) {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshApplicants();
  const actor = useSignedInStaff();
  const statuses = useMemo(() => {
    const chosen = (query.status ?? '').split(',').filter(isApplicantStatus);
    return chosen.length ? APPLICANT_STATUS_KEYS.filter((status) => chosen.includes(status)) : APPLICANT_STATUS_KEYS;
  }, [query.status]);
  const baseQuery = useMemo(() => ({ ...query, status: undefined }), [query]);
  const coordinateGetter = useMemo(() => columnKeys(statuses), [statuses]);

  const [dragging, setDragging] = useState<ApplicantSummary | null>(null);
  const [pending, setPending] = useState<PendingMove[]>([]);
  const [asking, setAsking] = useState<{ card: ApplicantSummary; to: ApplicantStatus } | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: coordinateGetter }),
  );

  const send = async (card: ApplicantSummary, payload: StatusChangePayload) => {
    const name = applicantName(card);
    const moved = { ...card, Status: payload.To, StatusChangedAt: new Date().toISOString() };
    setPending((moves) => [...moves, { card: moved, from: card.Status, to: payload.To }]);
    try {
      await client.call(API_CALLS.changeApplicantStatus, { params: { id: card.ApplicantId }, body: payload });
      toast.success(`${name} moved to ${statusLabel(payload.To)}.`);
      await refresh();
    } catch (error) {
      toast.error(
        isApiError(error) && error.status
          ? error.message
          : `${name} could not be moved. Check your connection and try again.`,
      );
    } finally {
      setPending((moves) => moves.filter((move) => move.card.ApplicantId !== card.ApplicantId));
    }
  };

  const requestMove = (card: ApplicantSummary, to: ApplicantStatus) => {
    if (to === card.Status || !movesFor(card, actor).includes(to)) return;
    if (reasonsFor(to)) setAsking({ card, to });
    else void send(card, { To: to });
  };

  const nameOf = (id: string | number) => {
    const card = dragging?.ApplicantId === Number(id) ? dragging : null;
    return card ? applicantName(card) : 'The applicant';
  };
  const columnName = (id: string | number | undefined) =>
    id !== undefined && isApplicantStatus(id) ? statusLabel(id) : '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const card = (active.data.current as { card: ApplicantSummary }).card;
      const moves = movesFor(card, actor).map(statusLabel);
      return `Picked up ${applicantName(card)}, in ${statusLabel(card.Status)}. It can move to ${moves.join(', ')}.`;
    },
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${columnName(over.id)}.`
        : `${nameOf(active.id)} is over no column that accepts it.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped on ${columnName(over.id)}.` : `${nameOf(active.id)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragging((active.data.current as { card: ApplicantSummary }).card);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = (active.data.current as { card: ApplicantSummary }).card;
    if (over && isApplicantStatus(over.id)) requestMove(card, over.id);
  };

  const accepts = dragging ? movesFor(dragging, actor) : [];

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move this applicant, press space or enter. Use the arrow keys to go to a column that accepts it, then space or enter to drop it there, or escape to cancel.',
          },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <Columns aria-label="Board">
          {statuses.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              query={baseQuery}
              actor={actor}
              accepts={accepts.includes(status)}
              pending={pending}
              onMove={requestMove}
            />
          ))}
        </Columns>
        <DragOverlay dropAnimation={null}>
          {dragging ? (
            <CardBox aria-hidden="true">
              <strong>{applicantName(dragging)}</strong>
            </CardBox>
          ) : null}
        </DragOverlay>
      </DndContext>
      {asking ? (
        <ReasonDialog
          name={applicantName(asking.card)}
          to={asking.to}
          onCancel={() => setAsking(null)}
          onConfirm={(payload) => {
            setAsking(null);
            void send(asking.card, payload);
          }}
        />
      ) : null}
    </>
  );
}

interface ColumnProps {
  status: ApplicantStatus;
  query: ApplicantListQuery;
  actor: Actor;
  accepts: boolean;
  pending: readonly PendingMove[];
  onMove: (card: ApplicantSummary, to: ApplicantStatus) => void;
}

function BoardColumn({ status, query, actor, accepts, pending, onMove }: ColumnProps) {
  const headingId = useId();
  const [pages, setPages] = useState(1);
  const columnQuery = { ...query, status };
  const first = useApiQuery(listApplicants, { query: { ...columnQuery, page: 1, pageSize: APPLICANT_PAGE_SIZE } });
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled: !accepts });
  const pendingIds = new Set(pending.map((move) => move.card.ApplicantId));
  const arriving = pending.filter((move) => move.to === status).map((move) => move.card);
  const leaving = pending.filter((move) => move.from === status).length;
  const total = first.data ? first.data.Total - leaving + arriving.length : undefined;
  const label = statusLabel(status);

  let body;
  if (first.error && !first.data)
    body = <ErrorState what={`${label} applicants`} onRetry={() => void first.mutate()} />;
  else if (!first.data) body = <LoadingState label={`Loading ${label}`} />;
  else {
    const cards = [...arriving];
    const props = { status, actor, onMove, pendingIds, query: columnQuery };
    body = (
      <>
        {total === 0 ? (
          <Text size="sm" tone="muted">
            No applicants
          </Text>
        ) : null}
        <Cards>
          {cards.map((card) => (
            <BoardCard key={`new-${card.ApplicantId}`} card={card} {...props} />
          ))}
          <PageCards items={first.data.Items} {...props} />
          {Array.from({ length: pages - 1 }, (_, index) => (
            <MorePage key={index + 2} page={index + 2} {...props} />
          ))}
        </Cards>
        {pages * APPLICANT_PAGE_SIZE < first.data.Total || first.data.TotalCapped ? (
          <Button size="sm" variant="secondary" onClick={() => setPages(pages + 1)}>
            Load more
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <ColumnBox ref={setNodeRef} aria-labelledby={headingId} $accepts={accepts} $over={isOver}>
      <Heading level={2} size="sm" id={headingId}>
        {label} {total === undefined ? null : <Count>({totalText(total, first.data?.TotalCapped)})</Count>}
      </Heading>
      {body}
    </ColumnBox>
  );
}

interface CardListProps {
  status: ApplicantStatus;
  actor: Actor;
  onMove: ColumnProps['onMove'];
  pendingIds: ReadonlySet<number>;
  query: ApplicantListQuery;
}

/** One further page of a column ("Load more"). */
function MorePage({ page, ...props }: CardListProps & { page: number }) {
  const more = useApiQuery(listApplicants, { query: { ...props.query, page, pageSize: APPLICANT_PAGE_SIZE } });
  if (more.error && !more.data)
    return (
      <li>
        <ErrorState what="next applicants" onRetry={() => void more.mutate()} />
      </li>
    );
  if (!more.data)
    return (
      <li>
        <LoadingState label="Loading more applicants" />
      </li>
    );
  return <PageCards items={more.data.Items} {...props} />;
}

function PageCards({ items, pendingIds, ...props }: CardListProps & { items: readonly ApplicantSummary[] }) {
  return (
    <>
      {items.map((card) =>
        pendingIds.has(card.ApplicantId) ? null : <BoardCard key={card.ApplicantId} card={card} {...props} />,
      )}
    </>
  );
}

const stageText = (time: string) => (time === 'today' ? 'In stage since today' : `${time} in stage`);

interface CardProps {
  card: ApplicantSummary;
  actor: Actor;
  onMove: ColumnProps['onMove'];
  query: ApplicantListQuery;
}

function BoardCard({ card, actor, onMove, query }: CardProps) {
  const name = applicantName(card);
  const moves = movesFor(card, actor);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: card.ApplicantId,
    data: { card },
    disabled: moves.length === 0,
  });
  const items: MenuEntry[] = moves.length
    ? moves.map((to) => ({ id: to, label: statusLabel(to), onSelect: () => onMove(card, to) }))
    : [
        {
          label: pipelineMoves(card.Status).length
            ? 'You may not move this applicant'
            : `No moves from ${statusLabel(card.Status)}`,
        },
      ];

  return (
    <li>
      <CardBox ref={setNodeRef} $dragging={isDragging} aria-label={name} {...listeners}>
        <Link as={RouterLink} href={recordHref(card.Number, query)}>
          <strong>{name}</strong>
        </Link>
        <Handle
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          aria-label={`Drag ${name}`}
          disabled={moves.length === 0}
        >
          <span aria-hidden="true">⠿</span>
        </Handle>
        <CardDetails>
          {card.Discipline ?? 'No discipline'} · {stageText(timeInStage(card.StatusChangedAt))}
        </CardDetails>
        <CardDetails>{card.Owner ? `Owner: ${card.Owner.Name}` : 'Unassigned'}</CardDetails>
        <div style={{ gridColumn: '1 / -1' }}>
          <MenuButton label="Move to" buttonLabel={`Move to: ${name}`} items={items} />
        </div>
      </CardBox>
    </li>
  );
}

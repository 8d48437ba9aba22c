import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, Pagination, Stack, Text } from '@agency/ui';

/** The texts of a list's empty states. */
export interface ListEmptyTexts {
  /** The agency has none at all ("No facilities yet"). */
  none: { title: string; description: string };
  /** The search and filters match none ("No facilities match"). */
  noMatch: { title: string; description: string };
}

export interface ListResultsProps {
  /** The page call's state (`useApiQuery`): its answer, its error, and a retry. */
  list: { data?: { Total: number; Items: readonly unknown[] }; error?: unknown; mutate: () => unknown };
  /** What the list holds, plural ("facilities"): the error and "No … on this page". */
  what: string;
  /** "12 facilities": the status line says "12 facilities found". */
  countText: (total: number) => string;
  empty: ListEmptyTexts;
  /** A search or filter narrows the list: the empty state offers Clear filters. */
  narrowed: boolean;
  onClearFilters: () => void;
  page: number;
  pageSize: number;
  /** The pagination's name ("Facility pages"). */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The table, given its empty state and whether the first page is still loading. */
  children: (table: { empty: ReactNode; loading: boolean }) => ReactNode;
}

/**
 * The result block every paged list shares: the count (a status line, heard after each search or filter
 * change), the table, the pages, the empty states (none yet, none matching with Clear filters, a page past
 * the end with First page), the error of a first load with a retry, and the note when a later load failed.
 */
export function ListResults({
  list,
  what,
  countText,
  empty: texts,
  narrowed,
  onClearFilters,
  page,
  pageSize,
  pagesLabel,
  onPageChange,
  children,
}: ListResultsProps) {
  if (list.error && !list.data) return <ErrorState what={what} onRetry={() => void list.mutate()} />;

  const data = list.data;
  let empty: ReactNode = null;
  if (data?.Total === 0)
    empty = narrowed ? (
      <EmptyState
        headingLevel={2}
        title={texts.noMatch.title}
        description={texts.noMatch.description}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState headingLevel={2} title={texts.none.title} description={texts.none.description} />
    );
  else if (data && data.Items.length === 0)
    // A page past the end (a shared address after rows left the list).
    empty = (
      <EmptyState
        headingLevel={2}
        title={`No ${what} on this page`}
        action={
          <Button variant="secondary" onClick={() => onPageChange(1)}>
            First page
          </Button>
        }
      />
    );

  return (
    <Stack gap={3}>
      <Text role="status">{data ? `${countText(data.Total)} found` : ''}</Text>
      {children({ empty, loading: !data })}
      {!data || data.Total === 0 ? null : (
        <Pagination label={pagesLabel} page={page} pageSize={pageSize} total={data.Total} onPageChange={onPageChange} />
      )}
      {list.error ? (
        <Text tone="danger" size="sm">
          The latest results could not be loaded.{' '}
          <Button size="sm" variant="ghost" onClick={() => void list.mutate()}>
            Try again
          </Button>
        </Text>
      ) : null}
    </Stack>
  );
}

import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { DataTable, Link, Stack, type DataTableColumn, type DataTableSort } from '@agency/ui';
import { listMessages, type MessageChannel, type MessageSort, type MessageSummary } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../../routing/RoutePageHeader';
import { formatMoment } from '../../../shared/format';
import { ListResults, type ListEmptyTexts } from '../../../shared/ListResults';
import { RouterLink } from '../../../shared/RouterLink';
import { useAddressSearch, type SearchPatch } from '../../../shared/useAddressSearch';
import { recipientText, senderText } from './format';
import { recordPath } from '../../applicants';
import {
  FILTER_PARAMS,
  MESSAGE_PAGE_SIZE,
  SEARCH_DEFAULTS,
  defaultOrder,
  isNarrowed,
  listQuery,
  readSearch,
  type MessageSearch,
} from './historyQuery';
import { MessageDetailDialog } from './MessageDetailDialog';
import { MessageHistoryFilters } from './MessageHistoryFilters';
import { MessageStateBadge } from './MessageStateBadge';
import { useRefreshMessages } from './refresh';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Addresses, reasons and texts are long words: they wrap rather than widen a phone's card.
const Wrapping = styled.div`
  overflow-wrap: anywhere;
`;

/** The columns the server sorts by. */
const SORT_COLUMNS: Partial<Record<string, MessageSort>> = { at: 'at', state: 'state', recipient: 'recipient' };

const messagesText = (count: number) => (count === 1 ? '1 message' : `${count.toLocaleString('en-US')} messages`);

/** What differs between the two histories. */
interface ChannelTexts {
  description: string;
  empty: ListEmptyTexts;
  caption: string;
  /** The column of what the message says: the subject of an e-mail, the text of an SMS. */
  contentHeader: string;
  pagesLabel: string;
}

const TEXTS: Readonly<Record<MessageChannel, ChannelTexts>> = {
  email: {
    description: 'Every e-mail the agency sent or scheduled, with where it stands.',
    empty: {
      none: { title: 'No e-mails yet', description: 'E-mails sent to applicants appear here with their state.' },
      noMatch: { title: 'No e-mails match', description: 'No e-mail matches this search and these filters.' },
    },
    caption: 'E-mails',
    contentHeader: 'Subject',
    pagesLabel: 'E-mail pages',
  },
  sms: {
    description: 'Every SMS the agency sent or scheduled, and the replies received.',
    empty: {
      none: { title: 'No SMS yet', description: 'Text messages to and from applicants appear here with their state.' },
      noMatch: { title: 'No SMS match', description: 'No SMS matches this search and these filters.' },
    },
    caption: 'SMS messages',
    contentHeader: 'Message',
    pagesLabel: 'SMS pages',
  },
};

/** What a row's open button says: the subject of an e-mail, else the start of the text. */
const contentText = (message: MessageSummary) =>
  message.Channel === 'email' && message.Subject ? message.Subject : message.Preview || '(no text)';

function columnsOf(
  channel: MessageChannel,
  open: (message: MessageSummary) => void,
): DataTableColumn<MessageSummary>[] {
  return [
    {
      id: 'at',
      header: 'Time',
      sortable: true,
      cell: (message) => (
        <>
          <time dateTime={message.At}>{formatMoment(message.At)}</time>
          {message.State === 'scheduled' || message.State === 'held' ? (
            <>
              <br />
              <Muted>Leaves {formatMoment(message.SendAt)}</Muted>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: 'state',
      header: 'State',
      sortable: true,
      cell: (message) => (
        <Wrapping>
          <MessageStateBadge state={message.State} />
          {message.Reason ? (
            <>
              <br />
              <Muted>{message.Reason}</Muted>
            </>
          ) : null}
        </Wrapping>
      ),
    },
    {
      id: 'recipient',
      header: 'Recipient',
      sortable: true,
      cell: (message) => (
        <Wrapping>
          {message.ApplicantNumber !== null ? (
            <Link as={RouterLink} href={recordPath(message.ApplicantNumber)}>
              {message.ApplicantName}
            </Link>
          ) : (
            message.ApplicantName || 'Unknown'
          )}
          <br />
          <Muted>{recipientText(message)}</Muted>
        </Wrapping>
      ),
    },
    { id: 'sender', header: 'Sender', cell: (message) => senderText(message) },
    { id: 'template', header: 'Template', cell: (message) => message.TemplateName ?? '—' },
    {
      id: 'content',
      header: TEXTS[channel].contentHeader,
      cell: (message) => (
        <Wrapping>
          <Link as="button" type="button" onClick={() => open(message)}>
            {contentText(message)}
          </Link>
        </Wrapping>
      ),
    },
  ];
}

/** The history's search in the address. */
function useMessageSearch() {
  const { search, update } = useAddressSearch<MessageSearch>(readSearch, SEARCH_DEFAULTS);
  const clearFilters = useCallback(
    () => update(Object.fromEntries(FILTER_PARAMS.map((name) => [name, null])) as SearchPatch<MessageSearch>),
    [update],
  );
  return { search, update, clearFilters };
}

/**
 * A channel's message history (`/email-history`, `/sms-history`): every message of the agency on that channel,
 * newest first, with its state (and the reason of a failure), the applicant (a link to the record), the sender,
 * the template and the subject or text; searched, filtered by state and days, sorted and paged on the server,
 * the whole search in the address. A message opens to be read as sent, and cancelled while it has not left.
 */
export function MessageHistoryPage({ channel }: { channel: MessageChannel }) {
  const { search, update, clearFilters } = useMessageSearch();
  const list = useApiQuery(listMessages, { query: listQuery(channel, search) }, { keepPreviousData: true });
  const refresh = useRefreshMessages();
  const [opened, setOpened] = useState<number | null>(null);
  const texts = TEXTS[channel];
  const sort = search.sort ?? 'at';
  const tableSort: DataTableSort = {
    columnId: sort === 'sendAt' ? 'at' : sort,
    direction: (search.order ?? defaultOrder(sort)) === 'asc' ? 'ascending' : 'descending',
  };
  const open = (message: MessageSummary) => setOpened(message.MessageId);

  return (
    <Stack gap={4}>
      <RoutePageHeader description={texts.description} />
      <MessageHistoryFilters channel={channel} search={search} update={update} clearFilters={clearFilters} />
      <ListResults
        list={list}
        what="messages"
        countText={messagesText}
        empty={texts.empty}
        narrowed={isNarrowed(search)}
        onClearFilters={clearFilters}
        page={search.page}
        pageSize={MESSAGE_PAGE_SIZE}
        pagesLabel={texts.pagesLabel}
        onPageChange={(page) => update({ page })}
      >
        {({ empty, loading }) => (
          <DataTable
            caption={texts.caption}
            captionHidden
            columns={columnsOf(channel, open)}
            rows={list.data?.Items ?? []}
            rowKey={(message) => String(message.MessageId)}
            rowLabel={(message) => `${message.ApplicantName}: ${contentText(message)}`}
            sort={tableSort}
            onSortChange={({ columnId, direction }) => {
              const chosen = SORT_COLUMNS[columnId];
              if (chosen) update({ sort: chosen, order: direction === 'ascending' ? 'asc' : 'desc' });
            }}
            onRowClick={open}
            empty={empty}
            loading={loading}
          />
        )}
      </ListResults>
      {opened !== null ? (
        <MessageDetailDialog messageId={opened} onClose={() => setOpened(null)} onChanged={refresh} />
      ) : null}
    </Stack>
  );
}

/** `/email-history`. */
export function EmailHistoryPage() {
  return <MessageHistoryPage channel="email" />;
}

/** `/sms-history`. */
export function SmsHistoryPage() {
  return <MessageHistoryPage channel="sms" />;
}

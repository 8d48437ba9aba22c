import { Button, Select } from '@agency/ui';
import { MESSAGE_STATES, type MessageChannel } from '@agency/api-client/contract';
import { DateFilter } from '../../../shared/DateFilter';
import { FilterGrid, withAny } from '../../../shared/filters';
import { SearchBox } from '../../../shared/SearchBox';
import type { SearchPatch } from '../../../shared/useAddressSearch';
import { isNarrowed, type MessageSearch } from './historyQuery';

/** The states a channel's messages can be in (only SMS are held, answered, opted out or received). */
const SMS_ONLY = new Set(['held', 'replied', 'opted-out', 'received']);
const stateOptions = (channel: MessageChannel) =>
  withAny(
    'Any state',
    MESSAGE_STATES.filter(({ key }) => channel === 'sms' || !SMS_ONLY.has(key)).map(({ key, label }) => ({
      value: key,
      label,
    })),
  );

export interface MessageHistoryFiltersProps {
  channel: MessageChannel;
  search: MessageSearch;
  update: (patch: SearchPatch<MessageSearch>) => void;
  clearFilters: () => void;
}

/** The history's search: the search box, the state, and the days the messages were written between. */
export function MessageHistoryFilters({ channel, search, update, clearFilters }: MessageHistoryFiltersProps) {
  return (
    <div role="search" aria-label={channel === 'email' ? 'E-mails' : 'SMS messages'}>
      <FilterGrid>
        <SearchBox
          label="Search messages"
          hint={channel === 'email' ? 'The address, the subject or the text' : 'The number or the text'}
          value={search.q}
          onSearch={(q) => update({ q })}
        />
        <Select
          label="State"
          options={stateOptions(channel)}
          value={search.state}
          onChange={(event) => update({ state: event.target.value })}
        />
        <DateFilter label="From" value={search.from} onChange={(from) => update({ from })} />
        <DateFilter label="To" value={search.to} onChange={(to) => update({ to })} />
        {isNarrowed(search) ? (
          <div>
            <Button variant="ghost" onClick={clearFilters}>
              Clear filters
            </Button>
          </div>
        ) : null}
      </FilterGrid>
    </div>
  );
}

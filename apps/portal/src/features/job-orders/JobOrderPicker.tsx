import { useState } from 'react';
import { Stack, Text } from '@agency/ui';
import { listJobOrders, type JobOrderSummary } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { SearchBox } from '../../shared/SearchBox';
import { ChoiceList } from './ChoiceList';
import { dateText } from './format';

/** How many open job orders a search shows. */
const PICKER_PAGE_SIZE = 10;

export interface JobOrderPickerProps {
  /** The job order chosen, or null. */
  value: JobOrderSummary | null;
  onChange: (order: JobOrderSummary | null) => void;
  /** Shown under the list (e.g. "Choose a job order"). */
  error?: string;
}

/** "Bayou City Medical Center · ICU · Houston, TX · starts Jan 11, 2027". */
const detailOf = (order: JobOrderSummary) =>
  [
    order.Institution.Name,
    order.Unit,
    `${order.Institution.City}, ${order.Institution.State}`,
    `starts ${dateText(order.StartDate)}`,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * Picks one Open job order (the only ones that take submissions): a search box (title, facility, unit, city)
 * and the first matches, soonest start first, as radios.
 */
export function JobOrderPicker({ value, onChange, error }: JobOrderPickerProps) {
  const [q, setQ] = useState('');
  const found = useApiQuery(listJobOrders, {
    query: { status: 'open', q: q.trim() || undefined, sort: 'start', pageSize: PICKER_PAGE_SIZE },
  });
  const items = found.data?.Items ?? [];
  // The chosen one stays listed while another search shows other job orders.
  const shown = value && !items.some((order) => order.Id === value.Id) ? [value, ...items] : items;
  return (
    <Stack gap={3}>
      <SearchBox
        label="Search open job orders"
        hint="Any part of the title, the facility, the unit or the city"
        value={q}
        onSearch={setQ}
      />
      <ChoiceList
        legend="Open job orders"
        type="radio"
        name="job-order"
        items={shown.map((order) => ({ value: String(order.Id), label: order.Title, detail: detailOf(order) }))}
        isChecked={(id) => value?.Id === Number(id)}
        onToggle={(id) => onChange(shown.find((order) => order.Id === Number(id)) ?? null)}
        empty={
          found.error
            ? 'The job orders could not be loaded.'
            : found.data
              ? 'No open job order matches.'
              : 'Loading the open job orders…'
        }
      />
      {error ? (
        <Text tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

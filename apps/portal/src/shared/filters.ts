import styled from 'styled-components';
import { DISCIPLINES, SPECIALTIES, US_STATES } from '@agency/api-client/contract';

/** A filter's choices with "any" first (the empty value: the filter is off). */
export const withAny = (any: string, options: readonly { value: string; label: string }[]) => [
  { value: '', label: any },
  ...options,
];

/** The list filters' choices every list shares. */
export const ANY_DISCIPLINE_OPTIONS = withAny(
  'Any discipline',
  DISCIPLINES.map((value) => ({ value, label: value })),
);
export const ANY_SPECIALTY_OPTIONS = withAny(
  'Any specialty',
  SPECIALTIES.map((value) => ({ value, label: value })),
);
export const ANY_STATE_OPTIONS = withAny(
  'Any state',
  US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` })),
);

/** The filters of a list: as many columns as fit, one on a phone. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

import { Badge } from '@agency/ui';

/** An Active flag, in words: a facility's (its list, its page, the duplicate warning) and an upload requirement's. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

import { Badge } from '@agency/ui';

/** A facility's Active flag, in words (the list's Status column, the detail, the duplicate warning). */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

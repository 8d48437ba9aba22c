import { Badge } from '@agency/ui';
import { messageStateLabel, type MessageState } from '@agency/api-client/contract';
import { MESSAGE_STATE_TONES } from './format';

/** A message's state: its name in text, its tone in colour. */
export function MessageStateBadge({ state }: { state: MessageState }) {
  return <Badge tone={MESSAGE_STATE_TONES[state]}>{messageStateLabel(state)}</Badge>;
}

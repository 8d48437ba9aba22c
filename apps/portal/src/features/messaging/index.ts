// What other features may use of messaging (another feature imports this file only).
export { ComposeMessageDialog } from './compose/ComposeMessageDialog';
export { MessageActions } from './compose/MessageActions';
export { recipientText } from './history/format';
export { MessageDetailDialog } from './history/MessageDetailDialog';
export { MessageStateBadge } from './history/MessageStateBadge';
export { useRefreshMessages } from './history/refresh';

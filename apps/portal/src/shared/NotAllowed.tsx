import type { ReactNode } from 'react';
import { EmptyState } from '@agency/ui';
import { useDocumentTitle } from '../routing/title';

export interface NotAllowedProps {
  /** Why the account may not open the page. */
  description: string;
  /** What the person can do instead. */
  action?: ReactNode;
}

/** The not-allowed state shown instead of a screen the signed-in account may not open (no data of it). */
export function NotAllowed({ description, action }: NotAllowedProps) {
  useDocumentTitle('Not allowed');
  return (
    <EmptyState
      title="You are not allowed to open this page"
      headingLevel={1}
      description={description}
      action={action}
    />
  );
}

import type { ReactNode } from 'react';
import { Link, Stack, Text } from '@agency/ui';
import { RouterLink } from '../../shared/RouterLink';

/** A question and the link that answers it, below an open screen's form ("Already have an account? Login"). */
export function AuthLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} wrap>
      <Text as="span" tone="muted">
        {question}
      </Text>
      <Link as={RouterLink} to={to}>
        {children}
      </Link>
    </Stack>
  );
}

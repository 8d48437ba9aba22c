import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, type HeadingLevel } from '../Heading';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** What the person can do next, e.g. a Button. */
  action?: ReactNode;
  /** Outline level of the title (default 2). */
  headingLevel?: HeadingLevel;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
`;

const Description = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown in place of a list or page content when there is nothing to show yet. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, headingLevel = 2, ...rest },
  ref,
) {
  return (
    <Root ref={ref} {...rest}>
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {description ? <Description>{description}</Description> : null}
      {action ? <div>{action}</div> : null}
    </Root>
  );
});

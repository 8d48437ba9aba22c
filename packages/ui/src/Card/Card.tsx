import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, type HeadingLevel } from '../Heading';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card; when given, the card is a section named by it. */
  title?: ReactNode;
  /** Outline level of the title (default 2). */
  headingLevel?: HeadingLevel;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A raised container for a block of content, optionally titled and with actions. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { title, headingLevel = 2, actions, children, ...rest },
  ref,
) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <Root ref={ref} as={hasTitle ? 'section' : 'div'} aria-labelledby={hasTitle ? titleId : undefined} {...rest}>
      {hasTitle || actions ? (
        <Header>
          {hasTitle ? (
            <Heading id={titleId} level={headingLevel} size="md">
              {title}
            </Heading>
          ) : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      ) : null}
      {children}
    </Root>
  );
});

import { forwardRef, useId, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { revealAndFocus } from './focusFirstProblem';

/** One problem of a form: the message and the id of the control it is about. */
export interface ErrorSummaryItem {
  /** Id of the invalid control (the link moves focus to it). */
  id: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The heading (default "There is a problem"). */
  title?: ReactNode;
  /** The problems, in the order of the fields on the page. Nothing is rendered when the list is empty. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  className?: string;
}

const Box = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

// Links, big enough to tap (24 px high at least), in the danger colour like the messages at the fields.
const ProblemLink = styled.a`
  display: inline-block;
  min-height: 1.5rem;
  padding: ${({ theme }) => theme.space[1]} 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Focuses the control `id` and brings its label into view (the label sits above the control). */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = event.currentTarget.ownerDocument.getElementById(id);
  if (!control) return;
  event.preventDefault();
  revealAndFocus(control);
}

/**
 * The problems of a submitted form, at its top: a heading and one link per invalid field, whose text is the
 * field's message; a link moves focus to its field. After each invalid submit the form moves focus to the box
 * and scrolls it into view (`focusFirstProblem`, which finds it by `data-error-summary`; `tabIndex=-1`), so a
 * screen reader reads the heading and the list at once (role alert too).
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { title = 'There is a problem', errors, className },
  ref,
) {
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <Box ref={ref} className={className} role="alert" aria-labelledby={titleId} tabIndex={-1} data-error-summary="">
      <Title id={titleId}>{title}</Title>
      <List>
        {errors.map((error) => (
          <li key={error.id}>
            <ProblemLink href={`#${error.id}`} onClick={(event) => goTo(event, error.id)}>
              {error.message}
            </ProblemLink>
          </li>
        ))}
      </List>
    </Box>
  );
});

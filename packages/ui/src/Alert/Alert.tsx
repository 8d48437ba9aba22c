import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { toneColors as tones, type Tone } from '../internal/tones';

export type AlertTone = Tone;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Error alerts use role="alert" (announced at once); the others role="status" (polite). Default info. */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Optional action (a button or link) shown after the message. */
  action?: ReactNode;
  children?: ReactNode;
}

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[tones[$tone].accent]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[tones[$tone].surface]};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

const Title = styled.p<{ $tone: AlertTone }>`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  color: ${({ theme, $tone }) => theme.colors[tones[$tone].accent]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Message = styled.div`
  & > p {
    margin: 0;
  }
`;

/** An inline message box. Error alerts interrupt screen readers (role alert); the rest are polite (role status). */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, action, children, ...rest },
  ref,
) {
  return (
    <Box ref={ref} role={tone === 'error' ? 'alert' : 'status'} $tone={tone} {...rest}>
      <Body>
        {title ? <Title $tone={tone}>{title}</Title> : null}
        <Message>{children}</Message>
      </Body>
      {action ? <div>{action}</div> : null}
    </Box>
  );
});

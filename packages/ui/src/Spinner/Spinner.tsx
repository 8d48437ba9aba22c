import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizes = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;

const Ring = styled.span<{ $size: keyof typeof sizes }>`
  display: inline-block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 0.2em solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.75s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Accessible text announced to screen readers (default "Loading"). Pass null when a parent already announces it. */
  label?: string | null;
}

/** An indeterminate progress indicator. */
export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  if (label === null) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

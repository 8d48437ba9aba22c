import { css } from 'styled-components';

/**
 * Shared look of text-like controls (input, select, textarea). The invalid state is driven by
 * `aria-invalid`, which Field sets only when an error is shown: the red border and the announcement
 * can never disagree.
 */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition:
    border-color ${({ theme }) => theme.transition.fast},
    box-shadow ${({ theme }) => theme.transition.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.focus};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: ${({ theme }) => theme.colors.borderSubtle};
    box-shadow: none;
  }
`;

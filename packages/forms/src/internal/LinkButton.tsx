import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';

const StyledLinkButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.linkHover};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

/** An action that looks like a link but is a button: it does something, it goes nowhere. */
export const LinkButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function LinkButton(
  { type = 'button', ...rest },
  ref,
) {
  return <StyledLinkButton ref={ref} type={type} {...rest} />;
});

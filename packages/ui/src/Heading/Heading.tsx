import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: renders h1 to h6 (default 2). */
  level?: HeadingLevel;
  /** Visual size, independent of the level (default: derived from the level). */
  size?: HeadingSize;
  children?: ReactNode;
}

const sizeForLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm' };
const fontSize: Record<HeadingSize, keyof Theme['fontSizes']> = { sm: 'md', md: 'lg', lg: 'xl', xl: 'xxl' };

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $size }) => theme.fontSizes[fontSize[$size]]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** A heading whose level (outline) and size (look) are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, children, ...rest },
  ref,
) {
  return (
    <StyledHeading ref={ref} as={`h${level}`} $size={size ?? sizeForLevel[level]} {...rest}>
      {children}
    </StyledHeading>
  );
});

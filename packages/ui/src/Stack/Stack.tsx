import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SizeToken, SpaceToken } from '../theme';

/** Named widths a stack can be capped at: the theme's `sizes`. */
export type StackMaxWidth = SizeToken;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Main axis (default `column`). */
  direction?: 'row' | 'column';
  /** Space between children, a theme space token (default 4). */
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let children wrap onto several lines (rows). */
  wrap?: boolean;
  /**
   * Caps the width at a theme size: `narrow` is 32rem (512 px), the width of a form or a short block of text;
   * `auth` is 28rem, the open screens' card. The stack still shrinks with its container on small screens.
   * Default: the container's full width.
   */
  maxWidth?: StackMaxWidth;
  /** Element to render (default `div`). */
  as?: 'div' | 'section' | 'main' | 'ul' | 'ol' | 'form' | 'header' | 'footer' | 'nav';
  children?: ReactNode;
}

const StyledStack = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
  $maxWidth?: StackMaxWidth;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  ${({ theme, $maxWidth }) => ($maxWidth ? `max-width: ${theme.sizes[$maxWidth]};` : '')}
`;

/** Lays children out in a row or column with a theme gap: the layout pages are allowed to do. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { direction = 'column', gap = 4, align, justify, wrap = false, maxWidth, as = 'div', children, ...rest },
  ref,
) {
  return (
    <StyledStack
      ref={ref}
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $maxWidth={maxWidth}
      {...rest}
    >
      {children}
    </StyledStack>
  );
});

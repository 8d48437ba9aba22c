import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SpaceToken } from '../theme';

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** Main axis (default `column`). */
  direction?: 'row' | 'column';
  /** Space between children, a theme space token (default 4). */
  gap?: SpaceToken;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let children wrap onto several lines (rows). */
  wrap?: boolean;
  /** Element to render (default `div`). */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'header' | 'footer' | 'nav';
  children?: ReactNode;
}

const StyledStack = styled.div<{
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

/** Lays children out in a row or column with a theme gap: the layout pages are allowed to do. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { direction = 'column', gap = 4, align, justify, wrap = false, as = 'div', children, ...rest },
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
      {...rest}
    >
      {children}
    </StyledStack>
  );
});

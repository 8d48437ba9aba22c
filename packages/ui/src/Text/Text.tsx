import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';
export type TextSize = 'sm' | 'md';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render (default `p`). */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  tone?: TextTone;
  size?: TextSize;
  weight?: 'regular' | 'semibold';
  children?: ReactNode;
}

const toneColor = { default: 'text', muted: 'textMuted', danger: 'danger', success: 'success' } as const;

const StyledText = styled.p<{ $tone: TextTone; $size: TextSize; $weight: 'regular' | 'semibold' }>`
  margin: 0;
  color: ${({ theme, $tone }) => theme.colors[toneColor[$tone]]};
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme, $weight }) => theme.fontWeights[$weight]};
`;

/** Body text in one of the theme's text tones (all meet AA on the page and surface backgrounds). */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', tone = 'default', size = 'md', weight = 'regular', children, ...rest },
  ref,
) {
  return (
    <StyledText ref={ref as Ref<HTMLParagraphElement>} as={as} $tone={tone} $size={size} $weight={weight} {...rest}>
      {children}
    </StyledText>
  );
});

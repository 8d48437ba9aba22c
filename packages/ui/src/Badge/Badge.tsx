import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ColorRole } from '../theme';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status in words, e.g. "Offered". Always shown: the tone only repeats what the text says. */
  children: ReactNode;
  /** Colour of the badge, from the theme's message tones (default `neutral`). */
  tone?: BadgeTone;
  /** Optional number shown after the text, e.g. how many applicants have this status. */
  count?: number;
}

/** Text and surface roles of each tone: every pair is in the theme's contrast-checked list. */
const toneColors: Record<BadgeTone, { text: ColorRole; surface: ColorRole; border: ColorRole }> = {
  neutral: { text: 'text', surface: 'surface', border: 'borderSubtle' },
  info: { text: 'info', surface: 'infoSurface', border: 'info' },
  success: { text: 'success', surface: 'successSurface', border: 'success' },
  warning: { text: 'warning', surface: 'warningSurface', border: 'warning' },
  danger: { text: 'danger', surface: 'dangerSurface', border: 'danger' },
};

const Root = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneColors[$tone].border]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone].surface]};
  color: ${({ theme, $tone }) => theme.colors[toneColors[$tone].text]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  vertical-align: middle;
`;

/**
 * A long status wraps inside the badge between its words rather than being cut: its words are the point.
 * `break-word` (not `anywhere`) keeps a word's width in the badge's minimum, so a table gives the column room
 * for "Accepted" instead of breaking it; only a word wider than the whole line is broken.
 */
const Label = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
`;

const Count = styled.span`
  flex: none;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &::before {
    content: '·' / '';
    margin-right: ${({ theme }) => theme.space[1]};
  }
`;

/**
 * A status label: the text names the status, the tone repeats it in colour (never colour alone). With
 * `count`, the number follows the text, e.g. "Offered · 4".
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { children, tone = 'neutral', count, ...rest },
  ref,
) {
  return (
    <Root ref={ref} $tone={tone} {...rest}>
      <Label>{children}</Label>
      {count !== undefined ? <Count>{count.toLocaleString('en-US')}</Count> : null}
    </Root>
  );
});

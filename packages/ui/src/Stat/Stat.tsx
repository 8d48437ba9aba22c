import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';
import type { ColorRole } from '../theme';
import { VisuallyHidden } from '../VisuallyHidden';

export type StatTrend = 'up' | 'down' | 'flat';

export interface StatProps extends HTMLAttributes<HTMLDivElement> {
  /** What is counted, e.g. "New applicants". */
  label: ReactNode;
  /** The figure, already formatted, e.g. "1,204" or "92%". */
  value: ReactNode;
  /** The change in words and figures, e.g. "+12% since last week". Shown with its trend. */
  delta?: ReactNode;
  /** Direction of the change; announced in words ("Up", "Down", "No change") next to an arrow (default `flat`). */
  trend?: StatTrend;
  /** Which direction is good news (default `up`): picks the success or danger tone of the delta. */
  goodTrend?: 'up' | 'down';
  /** Address of the page with the details; shows a link under the figure. */
  href?: string;
  /** Text of the link (default "View details"). */
  linkLabel?: ReactNode;
  /** Component that renders the link, e.g. a router's link adapter (default `a`). */
  linkAs?: ElementType;
}

const trendWords: Record<StatTrend, string> = { up: 'Up', down: 'Down', flat: 'No change' };
const trendArrows: Record<StatTrend, string> = { up: '▲', down: '▼', flat: '▶' };

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Value = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const DeltaItem = styled.dd`
  margin: 0;
`;

const Delta = styled.span<{ $text: ColorRole; $surface: ColorRole }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $surface }) => theme.colors[$surface]};
  color: ${({ theme, $text }) => theme.colors[$text]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Arrow = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

function deltaColors(trend: StatTrend, goodTrend: 'up' | 'down'): { text: ColorRole; surface: ColorRole } {
  if (trend === 'flat') return { text: 'text', surface: 'surface' };
  return trend === goodTrend
    ? { text: 'success', surface: 'successSurface' }
    : { text: 'danger', surface: 'dangerSurface' };
}

/**
 * One key figure: its label, the value, an optional change (the direction in words and an arrow, the
 * tone only repeats it) and an optional link to the details.
 */
export const Stat = forwardRef<HTMLDivElement, StatProps>(function Stat(
  { label, value, delta, trend = 'flat', goodTrend = 'up', href, linkLabel = 'View details', linkAs, ...rest },
  ref,
) {
  const colors = deltaColors(trend, goodTrend);
  return (
    <Root ref={ref} {...rest}>
      <List>
        <Label>{label}</Label>
        <Value>{value}</Value>
        {delta !== undefined && delta !== null ? (
          <DeltaItem>
            <Delta $text={colors.text} $surface={colors.surface}>
              <Arrow aria-hidden="true">{trendArrows[trend]}</Arrow>
              <VisuallyHidden>{`${trendWords[trend]}: `}</VisuallyHidden>
              {delta}
            </Delta>
          </DeltaItem>
        ) : null}
      </List>
      {href !== undefined ? (
        <Link as={linkAs} href={href}>
          {linkLabel}
        </Link>
      ) : null}
    </Root>
  );
});

import { useId } from 'react';
import styled from 'styled-components';
import { Meter, Text } from '@agency/ui';

/** One bar: what it measures, its value against the chart's largest, and the figure people read. */
export interface ChartBar {
  key: string;
  label: string;
  value: number;
  /** The figure beside the bar ("65% (78 of 120)"); the meter's name repeats it for assistive technology. */
  text: string;
}

/** Each bar a row: its label, the bar, the figure. The label column shrinks first on a phone. */
const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    grid-template-columns: minmax(0, 9rem) minmax(3rem, 1fr) minmax(0, max-content);
    gap: ${({ theme }) => theme.space[3]};
    align-items: center;
    overflow-wrap: anywhere;
  }
`;

/**
 * A horizontal bar chart drawn with the UI kit's meters (no chart library): each bar is a named meter with
 * its figure in text beside it, so the chart reads as a list of figures. The caption names the chart.
 */
export function BarChart({ caption, bars, max }: { caption: string; bars: readonly ChartBar[]; max?: number }) {
  const captionId = useId();
  const largest = max ?? Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0, minWidth: 0 }}>
      <Rows aria-label={caption}>
        {bars.map((bar) => (
          <li key={bar.key}>
            <Text as="span" size="sm">
              {bar.label}
            </Text>
            <Meter value={bar.value} max={largest} label={`${bar.label}: ${bar.text}`} style={{ width: '100%' }} />
            <Text as="span" size="sm" weight="semibold">
              {bar.text}
            </Text>
          </li>
        ))}
      </Rows>
      <figcaption id={captionId}>
        <Text size="sm" tone="muted">
          {caption}
        </Text>
      </figcaption>
    </figure>
  );
}

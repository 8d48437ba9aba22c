import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { ColorRole } from '../theme';

export interface MeterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** The measured value, between `min` and `max`. */
  value: number;
  min?: number;
  max?: number;
  /** What assistive technology reads, e.g. "Fit 75 of 100" (the meter shows no text of its own). */
  label: string;
  /** Below `low` the bar has the warning colour, from `high` the success colour, between them info. */
  low?: number;
  high?: number;
}

type Band = 'low' | 'middle' | 'high';

/** Each band's bar colour: message tones whose contrast with the surface is at least 3:1 (non-text contrast). */
const bandColors: Record<Band, ColorRole> = { low: 'warning', middle: 'info', high: 'success' };

const Track = styled.div`
  display: inline-block;
  flex: none;
  width: 6rem;
  height: 0.5rem;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  vertical-align: middle;
`;

const Bar = styled.div<{ $band: Band }>`
  height: 100%;
  background: ${({ theme, $band }) => theme.colors[bandColors[$band]]};
`;

/**
 * A value within a range shown as a bar (ARIA `meter`): a score, a share done. The bar only shows the
 * value: put the figure in text beside it where people need it, and always name the meter (`label`). The
 * colour repeats the band (below `low`, between, from `high`); it never carries the meaning alone.
 */
export const Meter = forwardRef<HTMLDivElement, MeterProps>(function Meter(
  { value, min = 0, max = 100, label, low, high, ...rest },
  ref,
) {
  const clamped = Math.min(max, Math.max(min, value));
  const share = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  const band: Band =
    low !== undefined && clamped < low ? 'low' : high !== undefined && clamped >= high ? 'high' : 'middle';
  return (
    <Track
      ref={ref}
      role="meter"
      aria-label={label}
      aria-valuenow={clamped}
      aria-valuemin={min}
      aria-valuemax={max}
      data-band={band}
      {...rest}
    >
      <Bar $band={band} style={{ width: `${share}%` }} />
    </Track>
  );
});

import { useId } from 'react';
import { Funnel, FunnelChart, LabelList, type LabelProps } from 'recharts';
import { useTheme } from 'styled-components';
import { Text } from '@agency/ui';
import { statusLabel, type ApplicantStatusCount } from '@agency/api-client/contract';
import { countOf, FUNNEL_STATUSES } from './pipeline';

export interface PipelineFunnelProps {
  counts: readonly ApplicantStatusCount[];
}

/**
 * The pipeline as a funnel, New Lead to Accepted (Refused and Rejected leave it). A picture of the counts
 * listed beside it: the chart itself is hidden from assistive technology, the list is its text version.
 * recharts is large: this module is loaded lazily by the dashboard (its own chunk), after the first paint.
 */
export default function PipelineFunnel({ counts }: PipelineFunnelProps) {
  const theme = useTheme();
  const captionId = useId();
  const data = FUNNEL_STATUSES.map((status) => {
    const count = countOf(counts, status);
    return { status, value: count, label: `${statusLabel(status)}: ${count}` };
  });
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0, minWidth: 0 }}>
      <div aria-hidden="true">
        <FunnelChart
          responsive
          accessibilityLayer={false}
          style={{ width: '100%', height: '16rem' }}
          margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
        >
          <Funnel
            data={data}
            dataKey="value"
            nameKey="label"
            isAnimationActive={false}
            lastShapeType="rectangle"
            fill={theme.colors.infoSurface}
            stroke={theme.colors.info}
          >
            <LabelList dataKey="label" position="center" content={StageLabel} />
          </Funnel>
        </FunnelChart>
      </div>
      <figcaption id={captionId}>
        <Text size="sm" tone="muted">
          Pipeline funnel, New Lead to Accepted (the counts of the list, drawn)
        </Text>
      </figcaption>
    </figure>
  );
}

/**
 * A stage's name and count on one line, centred on its shape (recharts' own label wraps to the shape's
 * width). The shape's box: `x` is its upper left corner, the upper side centred on the funnel's axis.
 */
function StageLabel({ viewBox, value }: LabelProps) {
  const theme = useTheme();
  if (!viewBox || !('upperWidth' in viewBox)) return null;
  const box = viewBox as { x: number; y: number; upperWidth: number; height: number };
  return (
    <text
      x={box.x + box.upperWidth / 2}
      y={box.y + box.height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fill={theme.colors.text}
      style={{ fontSize: theme.fontSizes.sm }}
    >
      {value}
    </text>
  );
}

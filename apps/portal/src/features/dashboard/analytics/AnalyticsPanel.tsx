import { useState, type ReactNode } from 'react';
import { Button, Card, Stack, Text } from '@agency/ui';
import { exportAnalytics, type AnalyticsDataset, type AnalyticsRange } from '@agency/api-client/contract';
import { ExportCsv } from '../../../shared/ExportCsv';
import { BarChart, type ChartBar } from './BarChart';

/** One dataset of a panel: its chart, the same numbers as a table (a DataTable), and its CSV. */
export interface PanelPart {
  dataset: AnalyticsDataset;
  /** The chart's caption (the table's caption says the same). */
  caption: string;
  bars: readonly ChartBar[];
  /** The largest value of the bars' scale (default: the largest bar). */
  max?: number;
  table: ReactNode;
}

/**
 * A panel of the analytics: its title, what it counts, a summary, and for each dataset a chart; "Table"
 * (a toggle button) shows the same numbers as tables instead. Each dataset has its Export CSV.
 */
export function AnalyticsPanel({
  title,
  description,
  summary,
  parts,
  range,
}: {
  title: string;
  description: string;
  summary?: ReactNode;
  parts: readonly PanelPart[];
  range: AnalyticsRange;
}) {
  const [table, setTable] = useState(false);
  return (
    <Card
      title={title}
      headingLevel={3}
      actions={
        <Button variant="secondary" size="sm" aria-pressed={table} onClick={() => setTable(!table)}>
          Table
        </Button>
      }
    >
      <Stack gap={3}>
        <Text size="sm" tone="muted">
          {description}
        </Text>
        {summary}
        {parts.map((part) => (
          <div key={part.dataset} role="group" aria-label={part.caption}>
            <Stack gap={3}>
              {table ? part.table : <BarChart caption={part.caption} bars={part.bars} max={part.max} />}
              <ExportCsv
                call={exportAnalytics}
                query={{ Dataset: part.dataset, From: range.From, To: range.To }}
                fileStem={`analytics-${part.dataset}`}
              />
            </Stack>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

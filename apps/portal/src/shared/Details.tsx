import type { ReactNode } from 'react';

/** A description list of label/value pairs, laid out in two columns. */
export function Details({ entries }: { entries: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1.5rem', margin: 0 }}>
      {entries.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

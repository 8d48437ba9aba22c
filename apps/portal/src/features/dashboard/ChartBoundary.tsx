import { Component, type ReactNode } from 'react';
import { Text } from '@agency/ui';

/**
 * Keeps the dashboard when its chart cannot be shown (its chunk failed to load, e.g. offline after a new
 * release): the counts beside it are the same figures.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed)
      return (
        <Text size="sm" tone="muted">
          The chart could not be loaded. The counts are all in the list.
        </Text>
      );
    return this.props.children;
  }
}

import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider, type ProviderProps } from '../src/index';

/** Renders inside the ui Provider, as the portal and stories do. */
export function renderWithProvider(
  ui: ReactElement,
  providerProps: Omit<ProviderProps, 'children'> = {},
  options?: RenderOptions,
) {
  return render(<Provider {...providerProps}>{ui}</Provider>, options);
}

import { createContext, useContext } from 'react';
import type { PortalConfig } from '../app/config';
import type { LogoutEvents } from './logoutEvents';
import type { RedirectStore } from './redirect';

export interface PortalContextValue {
  config: PortalConfig;
  logoutEvents: LogoutEvents;
  redirects: RedirectStore;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

/** The portal's config and logout channel (provided by PortalApp). */
export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal must be used inside <PortalApp>');
  return value;
}

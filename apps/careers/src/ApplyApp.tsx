import type { PublicJob } from '@agency/api-client/contract';
import { Layout } from './Layout';
import type { SendApplication } from './api';
import { ApplyPage } from './pages/ApplyPage';
import type { PageState } from './routes';

/** The state of an application page whose job is open. */
export type ApplyState = Extract<PageState, { job: PublicJob | null }> & { route: { name: 'apply' }; job: PublicJob };

export const isApplyState = (state: PageState): state is ApplyState =>
  state.route.name === 'apply' && 'job' in state && state.job !== null;

export interface ApplyAppProps {
  state: ApplyState;
  send: SendApplication;
}

/**
 * The application page in the site's layout: what App renders for it, and all the browser hydrates (the other
 * pages are HTML without a script, server.mjs), from this module, so the browser's bundle holds no other page.
 */
export function ApplyApp({ state, send }: ApplyAppProps) {
  return (
    <Layout branding={state.branding} portalUrl={state.portalUrl}>
      <ApplyPage job={state.job} portalUrl={state.portalUrl} send={send} />
    </Layout>
  );
}

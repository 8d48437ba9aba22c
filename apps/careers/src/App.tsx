import { ApplyApp, isApplyState } from './ApplyApp';
import { Layout } from './Layout';
import type { SendApplication } from './api';
import { JobPage } from './pages/JobPage';
import { JobSearchPage } from './pages/JobSearchPage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { PageState } from './routes';

export interface AppProps {
  state: PageState;
  /** How the apply page sends (the browser's client; on the server it is never called). */
  send: SendApplication;
}

/** The page of `state.route`, in the agency's layout. */
export function App({ state, send }: AppProps) {
  if (isApplyState(state)) return <ApplyApp state={state} send={send} />;
  return (
    <Layout branding={state.branding} portalUrl={state.portalUrl}>
      {state.route.name === 'search' && 'results' in state ? (
        <JobSearchPage query={state.route.query} results={state.results} error={state.error} />
      ) : state.route.name === 'job' && 'job' in state && state.job ? (
        <JobPage job={state.job} />
      ) : (
        <NotFoundPage job={state.route.name === 'job' || state.route.name === 'apply'} />
      )}
    </Layout>
  );
}

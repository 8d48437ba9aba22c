import type { Feature } from '../../platform/feature';
import { analyticsRoutes, type AnalyticsDeps } from './routes';

/**
 * analytics: the dashboard's manager analytics (issue 15) over a chosen range: stage conversion, median time
 * in stage, submissions and placements per recruiter and per source, onboarding completion time, each also as
 * CSV. Managers and above (`analytics.read`). Read-only: no tables of its own. docs/analytics.md.
 */
export const analyticsFeature: Feature<AnalyticsDeps> = {
  name: 'analytics',
  register: analyticsRoutes,
};

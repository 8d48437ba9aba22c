export { Stat } from './Stat';
export type { StatProps, StatTrend } from './Stat';

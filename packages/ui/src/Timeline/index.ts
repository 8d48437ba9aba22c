export { Timeline } from './Timeline';
export type { TimelineProps, TimelineEvent, TimelineTone } from './Timeline';

export { Meter } from './Meter';
export type { MeterProps } from './Meter';

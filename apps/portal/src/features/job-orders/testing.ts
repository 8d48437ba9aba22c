// Stories only: what other features' stories may use of the job orders.
export { jobOrderServer, stepDownDays } from './storyServer';

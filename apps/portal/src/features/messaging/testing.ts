// Stories only: what other features' stories may use of messaging.
export { messageServer } from './history/storyServer';

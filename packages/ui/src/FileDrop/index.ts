export { FileDrop, DEFAULT_MAX_FILE_SIZE } from './FileDrop';
export type { FileDropProps, FileRejection } from './FileDrop';

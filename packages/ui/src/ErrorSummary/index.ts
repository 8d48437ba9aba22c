export { ErrorSummary } from './ErrorSummary';
export { focusFirstProblem } from './focusFirstProblem';
export type { ErrorSummaryProps, ErrorSummaryItem } from './ErrorSummary';

export { normalizeWhitespace } from './normalizeWhitespace';
export { formatDate, parseDate } from './formatDate';

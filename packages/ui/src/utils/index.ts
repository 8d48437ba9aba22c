export { normalizeWhitespace } from './normalizeWhitespace';

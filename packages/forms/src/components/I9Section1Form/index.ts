export { I9Section1Form } from './I9Section1Form';
export type { I9Section1FormProps } from './I9Section1Form';

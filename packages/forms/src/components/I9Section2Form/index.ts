export { I9Section2Form } from './I9Section2Form';
export type { I9Section2FormProps } from './I9Section2Form';

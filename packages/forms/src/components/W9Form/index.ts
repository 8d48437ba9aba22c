export { W9Form } from './W9Form';
export type { W9FormProps } from './W9Form';

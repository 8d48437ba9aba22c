export { Field } from './Field';
export type { FieldProps, FieldOwnProps, FieldControlProps } from './Field';

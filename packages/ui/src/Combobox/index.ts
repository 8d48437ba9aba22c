export { Combobox } from './Combobox';
export type { ComboboxProps, ComboboxSingleProps, ComboboxMultipleProps, ComboboxOption } from './Combobox';

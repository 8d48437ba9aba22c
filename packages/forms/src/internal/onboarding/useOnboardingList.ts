import {
  useFieldArray,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { focusSoon } from './layout';

/**
 * A list of blocks of an onboarding form (documents, preparers): react-hook-form's field array, with the
 * props of its Add button (`add`: at most `max` blocks; the new block's `first` field gets the focus) and
 * of each block's Remove button (`remove(index)`: the focus goes to the Add button). The Add button's id is
 * the list's (`idOf(name)`), so the error summary's link for the list's own message leads to it.
 */
export function useOnboardingList<F extends FieldValues, N extends FieldArrayPath<F>>(
  { control, setFocus, idOf }: Pick<UseFormReturn<F>, 'control' | 'setFocus'> & { idOf: (path: string) => string },
  name: N,
  { newItem, first, max }: { newItem: () => FieldArray<F, N>; first: string; max: number },
) {
  const { fields, append, remove } = useFieldArray<F, N, 'key'>({ control, name, keyName: 'key' });
  const add = {
    id: idOf(name),
    disabled: fields.length >= max,
    onClick: () => {
      append(newItem(), { shouldFocus: false });
      setTimeout(() => setFocus(`${name}.${fields.length}.${first}` as Path<F>), 0);
    },
  };
  const removeAt = (index: number) => ({
    onClick: () => {
      remove(index);
      focusSoon(idOf(name));
    },
  });
  return { fields, append, add, remove: removeAt };
}

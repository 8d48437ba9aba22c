import type { ComponentProps, ReactNode } from 'react';
import { Select } from '@agency/ui';
import { stateOptions } from './options';

export type StateSelectProps = Omit<ComponentProps<typeof Select>, 'options' | 'placeholder' | 'label'> & {
  /** Default "State". */
  label?: ReactNode;
};

/** The state select of the onboarding forms: every state and territory, "Choose a state" while none is chosen. */
export function StateSelect(props: StateSelectProps) {
  return <Select label="State" placeholder="Choose a state" options={stateOptions} {...props} />;
}

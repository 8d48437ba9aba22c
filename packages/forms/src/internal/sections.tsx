import styled from 'styled-components';
import { Button, type ButtonProps } from '@agency/ui';

// The sections of the staff's record forms (the applicant record, a facility): titled groups of fields, one
// column on phones and more as room allows, and blocks of a list (a contact) with their Add and Remove
// buttons. The onboarding forms have their own in internal/onboarding/layout.tsx: sharing these with them
// would put one more chunk before the public reference page, which the login route's budget pays for
// (bench/bundle-size.mjs).

/** A titled group of fields. */
export const Section = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A field that takes a whole row of its section (multi-selects, long text). */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** A block of a list (a contact): a bordered card with its title and a Remove button. */
export const Item = styled.fieldset`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const ItemLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A secondary button on a row of its own: adds or removes a block. */
export function RowButton(props: Omit<ButtonProps, 'type' | 'variant'>) {
  return (
    <Wide>
      <Button type="button" variant="secondary" {...props} />
    </Wide>
  );
}

/** Focuses the element of `id` once React has rendered the change just made (e.g. a removed block). */
export const focusAfterRender = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps, type ComboboxSingleProps } from './Combobox';

/** The story's controls: one value or several (`multiple`), so both kinds share one set of args. */
type ComboboxArgs = Omit<ComboboxSingleProps, 'multiple' | 'value' | 'defaultValue' | 'onChange'> & {
  multiple?: boolean;
  defaultValue?: string | string[];
  onChange?: (value: string | string[] | null) => void;
};

const skills: ComboboxOption[] = [
  { value: 'forklift', label: 'Forklift operator' },
  { value: 'cna', label: 'Certified nursing assistant' },
  { value: 'welding', label: 'Welding' },
  { value: 'warehouse', label: 'Warehouse associate' },
  { value: 'cdl', label: 'CDL class A driver' },
  { value: 'hazmat', label: 'Hazmat endorsement', disabled: true },
  { value: 'bilingual', label: 'Bilingual (English/Spanish)' },
];

const meta = {
  title: 'UI/Inputs/Combobox',
  component: Combobox as (props: ComboboxArgs) => ReturnType<typeof Combobox>,
  render: (args) => <Combobox {...(args as ComboboxProps)} />,
  args: { label: 'Job title', options: skills, onChange: fn(), placeholder: 'Type to search' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<ComboboxArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickOneByTyping: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Job title' });
    await step('typing filters the list', async () => {
      await userEvent.type(input, 'ware');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const list = canvas.getByRole('listbox', { name: 'Job title' });
      await expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Warehouse associate']);
    });
    await step('Enter chooses the highlighted option', async () => {
      await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option').id);
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('warehouse');
      await expect(input).toHaveValue('Warehouse associate');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const UsingTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Job title' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Forklift operator' }).id,
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Welding' }).id);
    // Up from the first option wraps to the last; the option that cannot be chosen is skipped.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'Bilingual (English/Spanish)' }).id,
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: 'CDL class A driver' }).id,
    );
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
  },
};

export const PickWithTheMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Job title' });
    await userEvent.click(input);
    await userEvent.click(canvas.getByRole('option', { name: 'Welding' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('welding');
    await expect(input).toHaveValue('Welding');
    await expect(input).toHaveFocus();
    // Opening again marks the chosen option.
    await userEvent.click(input);
    await expect(canvas.getByRole('option', { name: 'Welding' })).toHaveAttribute('aria-selected', 'true');
    // An option that cannot be chosen stays unchosen.
    await userEvent.click(canvas.getByRole('option', { name: 'Hazmat endorsement' }));
    await expect(input).toHaveValue('Welding');
  },
};

export const NothingMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Job title' }), 'astronaut');
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(canvas.queryByRole('option')).not.toBeInTheDocument();
  },
};

export const ClearingTheChoice: Story = {
  args: { defaultValue: 'cna' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Job title' });
    await expect(input).toHaveValue('Certified nursing assistant');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

export const TypedTextThatIsNotAChoice: Story = {
  args: { defaultValue: 'welding' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Job title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Weld');
    await userEvent.tab();
    // Leaving without choosing keeps the chosen value and shows its label again.
    await expect(input).toHaveValue('Welding');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ManySkills: Story = {
  args: { label: 'Skills', multiple: true, defaultValue: ['forklift'], hint: 'Choose every skill that applies.' },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Skills' });
    await expect(input).toHaveAccessibleDescription('Choose every skill that applies.');
    await step('chosen skills are chips', async () => {
      const chips = canvas.getByRole('list', { name: 'Selected' });
      await expect(within(chips).getByText('Forklift operator')).toBeVisible();
    });
    await step('choosing keeps the list open and adds a chip', async () => {
      await userEvent.type(input, 'weld');
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['forklift', 'welding']);
      await expect(input).toHaveValue('');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('listbox', { name: 'Skills' })).toHaveAttribute('aria-multiselectable', 'true');
      await userEvent.click(canvas.getByRole('option', { name: 'CDL class A driver' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['forklift', 'welding', 'cdl']);
      await expect(canvas.getByRole('option', { name: 'CDL class A driver' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('Backspace in the empty input removes the last chip', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['forklift', 'welding']);
      await expect(canvas.queryByRole('button', { name: 'Remove CDL class A driver' })).not.toBeInTheDocument();
    });
    await step("a chip's remove button removes it", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Forklift operator' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['welding']);
      await expect(input).toHaveFocus();
    });
  },
};

function ControlledSkills() {
  const [value, setValue] = useState<string[]>(['bilingual']);
  return (
    <form aria-label="Skills form">
      <Combobox label="Skills" name="skills" multiple options={skills} value={value} onChange={setValue} />
      <p>Chosen: {value.join(', ') || 'none'}</p>
    </form>
  );
}

export const InsideAForm: Story = {
  render: () => <ControlledSkills />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Skills' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Welding' }));
    await expect(canvas.getByText('Chosen: bilingual, welding')).toBeVisible();
    // The values travel with a native form submit under the field's name.
    const form = canvas.getByRole('form', { name: 'Skills form' }) as HTMLFormElement;
    await expect(new FormData(form).getAll('skills')).toEqual(['bilingual', 'welding']);
  },
};

export const LabelWithExtraWords: Story = {
  args: {
    label: (
      <>
        Job title <em>(as on the job order)</em>
      </>
    ),
    listLabel: 'Job titles',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Job title (as on the job order)' }));
    await expect(canvas.getByRole('listbox', { name: 'Job titles' })).toBeVisible();
  },
};

export const RequiredAndMissing: Story = {
  args: { required: true, error: 'Choose a job title', showError: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Job title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a job title');
  },
};

export const Disabled: Story = {
  args: { disabled: true, multiple: true, defaultValue: ['cna'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Job title' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Certified nursing assistant' })).toBeDisabled();
  },
};

export const OnASmallPhone: Story = {
  args: {
    label: 'Skills',
    multiple: true,
    defaultValue: ['cna', 'bilingual', 'cdl', 'warehouse'],
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Chips wrap onto more lines; the page never scrolls sideways.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Skills' }));
    await expect(canvas.getByRole('listbox', { name: 'Skills' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport, expectFocusedInView } from '../../../../.storybook/viewports';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { ErrorSummary } from './ErrorSummary';
import { focusFirstProblem } from './focusFirstProblem';

const meta = {
  title: 'UI/Feedback/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { id: 'summary-first-name', message: 'Enter your first name' },
      { id: 'summary-zip', message: 'Enter a 5-digit ZIP code' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxWidth: '32rem' }}>
      <ErrorSummary {...args} />
      <TextField id="summary-first-name" label="First Name" error="Enter your first name" />
      <TextField id="summary-zip" label="ZIP" inputMode="numeric" error="Enter a 5-digit ZIP code" />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinksToTheFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter a 5-digit ZIP code' }));
    await expect(canvas.getByRole('textbox', { name: 'ZIP' })).toHaveFocus();
  },
};

export const Empty: Story = {
  name: 'No problems: nothing',
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A long form whose Submit, at the bottom, applies the rule of an invalid submit (`focusFirstProblem`). */
function LongForm({ withSummary }: { withSummary: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const fields = ['First Name', 'Last Name', 'Email', 'Address', 'City', 'State', 'ZIP', 'Employer', 'Position'];
  return (
    <form
      ref={form}
      noValidate
      aria-label="Long form"
      style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        focusFirstProblem(form.current);
      }}
    >
      {withSummary ? <ErrorSummary errors={[{ id: 'long-position', message: 'Enter your position' }]} /> : null}
      {fields.map((label) => (
        <TextField
          key={label}
          id={`long-${label.toLowerCase().replace(' ', '-')}`}
          label={label}
          error={label === 'Position' || label === 'Employer' ? `Enter your ${label.toLowerCase()}` : undefined}
        />
      ))}
      <Button type="submit">Submit</Button>
    </form>
  );
}

const submitFromTheBottom = async (canvasElement: HTMLElement) => {
  const submit = within(canvasElement).getByRole('button', { name: 'Submit' });
  submit.scrollIntoView({ block: 'end' });
  await userEvent.click(submit);
};

export const InvalidSubmitFocusesTheSummary: Story = {
  name: 'Invalid submit: the summary takes focus, in view (phone)',
  globals: atViewport('phone'),
  render: () => <LongForm withSummary />,
  play: async ({ canvasElement }) => {
    await submitFromTheBottom(canvasElement);
    await expectFocusedInView(within(canvasElement).getByRole('alert', { name: 'There is a problem' }));
  },
};

export const InvalidSubmitFocusesTheFirstField: Story = {
  name: 'Invalid submit without a summary: the first invalid field, its label in view (phone)',
  globals: atViewport('phone'),
  render: () => <LongForm withSummary={false} />,
  play: async ({ canvasElement }) => {
    await submitFromTheBottom(canvasElement);
    const canvas = within(canvasElement);
    await expectFocusedInView(canvas.getByRole('textbox', { name: 'Employer' }));
    const label = canvas.getByText('Employer', { selector: 'label' });
    await expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

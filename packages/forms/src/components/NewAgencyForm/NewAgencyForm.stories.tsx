import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { atAppWidth } from '../../internal/testing/appWidth';
import { NewAgencyForm } from './NewAgencyForm';

const meta = {
  title: 'Forms/NewAgencyForm',
  component: NewAgencyForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn() },
} satisfies Meta<typeof NewAgencyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.agencySettings;

export const SubmittedEmpty: Story = {
  name: 'Submitted empty',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Agency' }));
    for (const message of [
      m.nameRequired,
      m.hostLabelRequired,
      m.ownerFirstNameRequired,
      m.ownerLastNameRequired,
      m.ownerEmailRequired,
    ])
      await expect(await canvas.findByText(message)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Agency Name/), 'Bayside Nurses');
    await userEvent.type(canvas.getByLabelText(/^Host Label/), 'www');
    await userEvent.type(canvas.getByLabelText(/^Owner First Name/), 'Bea');
    await userEvent.type(canvas.getByLabelText(/^Owner Last Name/), 'Bayside');
    await userEvent.type(canvas.getByLabelText(/^Owner Email/), 'bea@bayside.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Agency' }));
    await expect(await canvas.findByText(m.hostLabelReserved)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Host Label/));
    await userEvent.type(canvas.getByLabelText(/^Host Label/), 'BaySide');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Agency' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        Name: 'Bayside Nurses',
        Slug: 'bayside',
        OwnerFirstName: 'Bea',
        OwnerLastName: 'Bayside',
        OwnerEmail: 'bea@bayside.test',
      }),
    );
  },
};

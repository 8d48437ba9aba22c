import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { allowedMoves } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { StatusChangeForm } from './StatusChangeForm';

const meta = {
  title: 'Forms/Status Change',
  component: StatusChangeForm,
  args: {
    onSubmit: fn(),
    loading: false,
    moves: allowedMoves('offered', { roles: ['recruiter'], ownsOrUnassigned: true }),
  },
} satisfies Meta<typeof StatusChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.applicant;

export const Forward: Story = {
  name: 'Offered, as a recruiter: the forward moves',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('offers the moves as radio choices, none chosen', async () => {
      const radios = canvas.getAllByRole('radio');
      await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Accepted',
        'Refused',
        'Rejected',
      ]);
      for (const radio of radios) await expect(radio).not.toBeChecked();
      await expect(canvas.queryByRole('combobox', { name: 'Reason' })).toBeNull();
    });
    await step('asks for a move first', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change Status' }));
      await expect(await canvas.findByText(m.statusInvalid)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('sends the move with its note', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Accepted' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), '  Starts in March. ');
      await userEvent.click(canvas.getByRole('button', { name: 'Change Status' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ To: 'accepted', Reason: '', Note: 'Starts in March.' }),
      );
    });
  },
};

export const ReasonRequired: Story = {
  name: 'Refused needs a reason',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('choosing Refused asks for its reasons', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Refused' }));
      const reason = await canvas.findByRole('combobox', { name: 'Reason' });
      await expect(reason).toBeRequired();
      await expect(Array.from((reason as HTMLSelectElement).options, (option) => option.textContent)).toEqual([
        'Choose a reason',
        'Pay',
        'Location',
        'Start date',
        'Accepted other offer',
        'Other',
      ]);
    });
    await step('without a reason it says so and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change Status' }));
      await expect(await canvas.findByText(m.reasonRequired)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('Rejected offers its own reasons; the chosen one is sent', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Rejected' }));
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reason' }), 'Not qualified');
      await userEvent.click(canvas.getByRole('button', { name: 'Change Status' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ To: 'rejected', Reason: 'not-qualified', Note: '' }),
      );
    });
  },
};

export const Supervisor: Story = {
  name: 'Rejected, as a supervisor: re-open',
  args: { moves: allowedMoves('rejected', { roles: ['supervisor'], ownsOrUnassigned: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'New Lead (re-open)',
    ]);
  },
};

export const ServerError: Story = {
  name: 'A message from the server',
  args: { serverErrors: { To: 'Moves from Offered: Accepted, Refused, Rejected.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Moves from Offered: Accepted, Refused, Rejected.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Accepted' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change Status' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ To: 'accepted', Reason: '', Note: '' }));
  },
};

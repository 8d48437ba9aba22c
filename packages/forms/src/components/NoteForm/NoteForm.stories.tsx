import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { NoteForm } from './NoteForm';

const meta = {
  title: 'Forms/Note',
  component: NoteForm,
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof NoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adding: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an empty note is refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
      await expect(await canvas.findByText(messages.applicant.noteRequired)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('sends the trimmed text and the pin', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), '  Called back; prefers nights. ');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Pin this note' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ Text: 'Called back; prefers nights.', Pinned: true }),
      );
    });
  },
};

export const Editing: Story = {
  args: { defaultValues: { Text: 'Left a voicemail.', Pinned: false }, submitLabel: 'Save', pinnable: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Left a voicemail.');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), ' Called again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ Text: 'Left a voicemail. Called again.', Pinned: false }),
    );
  },
};

export const TooLong: Story = {
  name: 'Too long',
  args: { defaultValues: { Text: 'n'.repeat(4001) } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Note' }));
    await expect(await canvas.findByText(messages.applicant.noteMax)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

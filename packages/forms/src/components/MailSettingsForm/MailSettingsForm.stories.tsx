import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validMailSettings } from '../../schemas/mail-settings/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { MailSettingsForm } from './MailSettingsForm';

const meta = {
  title: 'Forms/MailSettingsForm',
  component: MailSettingsForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof MailSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.mailSettings;

export const Filled: Story = {
  name: 'Filled in',
  args: { defaultValues: validMailSettings },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('previews the signature as Markdown, raw HTML shown as text', async () => {
      const preview = canvas.getByRole('region', { name: 'Signature preview' });
      await expect(within(preview).getByText('Rita Recruiter').tagName).toBe('STRONG');
      const signature = canvas.getByLabelText('Signature');
      await userEvent.type(signature, '\n<img src=x onerror=alert(1)>');
      await expect(within(preview).getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
      await expect(preview.querySelector('img')).toBeNull();
    });
    await step('submits the values', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ SenderName: 'Rita Recruiter', Bcc: 'crm@acme-staffing.com' }),
      );
    });
  },
};

export const Invalid: Story = {
  args: { defaultValues: { ...validMailSettings, SenderName: '', Bcc: 'crm' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(m.senderNameRequired)).toBeVisible();
    await expect(canvas.getByText(m.bccInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

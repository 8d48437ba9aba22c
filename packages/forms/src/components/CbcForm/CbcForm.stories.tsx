import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NY_CHRC_TITLE } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { validCbc, validCbcNewYork, validCbcWithGap } from '../../schemas/onboarding/cbc/fixtures';
import { CbcForm } from './CbcForm';

const meta = {
  title: 'Forms/Onboarding/CHRC Form Info',
  component: CbcForm,
  args: { onSubmit: fn(), onChange: fn(), submitLabel: 'Continue to signing' },
} satisfies Meta<typeof CbcForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.cbc;
const PHONE = { viewport: { value: 'phone', isRotated: false } };
const noSidewaysScroll = async (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

export const Disclosure: Story = {
  name: 'The disclosure, alone; Continue needs "I have read the disclosure" (phone)',
  globals: PHONE,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Disclosure regarding background investigation' })).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.disclosureRequired })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read the disclosure' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Authorization' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ DisclosureAcknowledged: true }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await noSidewaysScroll(canvasElement);
  },
};

export const Complete: Story = {
  name: 'Given in full: Continue hands the whole form over (desktop)',
  args: { defaultValues: validCbc },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Social Security number/ })).toHaveValue('123-45-6789');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to signing' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validCbc));
  },
};

export const GapExplained: Story = {
  name: 'A gap flagged, with its explanation (phone)',
  globals: PHONE,
  args: { defaultValues: validCbcWithGap },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gaps of more than 30 days')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Explain the gaps/ })).toHaveValue(
      'Travelling abroad as a volunteer nurse.',
    );
    await noSidewaysScroll(canvasElement);
  },
};

export const NewYorkAide: Story = {
  name: 'California and New York, an aide: the notices, then the CHRC consent (desktop)',
  args: {
    defaultValues: { ...validCbcNewYork, StateNoticesAcknowledged: false, NyChrcConsent: false },
    discipline: 'CNA',
    w9Ssn: '***-**-6789',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Use the SSN from my W-9 (***-**-6789)' })).toBeChecked();
    await expect(canvas.getByText('Step 2 of 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('group', { name: 'California applicants' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have read the state notices' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('group', { name: NY_CHRC_TITLE })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /I consent to the New York criminal history/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to signing' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validCbcNewYork));
    // Back goes through the screens again.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'State notices' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only, identifiers as given (masked) (phone)',
  globals: PHONE,
  args: {
    readOnly: true,
    defaultValues: { ...validCbcNewYork, Ssn: '***-**-6789', SsnSource: 'w9' },
  },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'CHRC Form Info' }));
    await expect(region.getByText('***-**-6789')).toBeVisible();
    await expect(region.getByText('The applicant’s W-9')).toBeVisible();
    await expect(region.getByText('None')).toBeVisible();
    await expect(region.getByText('California applicants, New York applicants')).toBeVisible();
    await noSidewaysScroll(canvasElement);
  },
};

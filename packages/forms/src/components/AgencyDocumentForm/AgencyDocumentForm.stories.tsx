import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PublishedAgencyDocument } from '@agency/api-client/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { AgencyDocumentForm } from './AgencyDocumentForm';

const DOCUMENT: PublishedAgencyDocument = {
  Kind: 'terms',
  Version: 3,
  Title: 'Terms & Conditions',
  Body: '## Using the portal\n\n- Keep your password to yourself\n- Give true information\n\n## Changes\n\nThe agency may publish a **new version**. <img src=x onerror="window.pwned=1">',
  Status: 'published',
  Hash: 'd'.repeat(64),
  UpdatedAt: '2026-03-01T09:00:00.000Z',
  UpdatedBy: 'Olivia Owner',
  PublishedAt: '2026-03-01T09:00:00.000Z',
  PublishedBy: 'Olivia Owner',
};

const meta = {
  title: 'Forms/Onboarding/Agency document (Agreement, Terms & Conditions)',
  component: AgencyDocumentForm,
  args: { kind: 'terms', document: DOCUMENT, onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof AgencyDocumentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.agencyDocument;

export const ReadAndAccept: Story = {
  name: 'Read and accept (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByRole('region', { name: 'Terms & Conditions: Terms & Conditions' });
    await expect(within(text).getByRole('heading', { name: 'Using the portal' })).toBeVisible();
    await expect(within(text).getAllByRole('listitem')).toHaveLength(2);
    await expect(text.querySelector('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.termsAcceptRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: /I have read and accept the Terms & Conditions \(version 3\)/ }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ DocumentVersion: 3, DocumentHash: DOCUMENT.Hash, Accepted: true }),
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const OlderVersionAccepted: Story = {
  name: 'Data of an older version: moved to the current one, unticked (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { defaultValues: { DocumentVersion: 2, DocumentHash: 'e'.repeat(64), Accepted: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /\(version 3\)/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: /\(version 3\)/ }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        DocumentVersion: 3,
        DocumentHash: DOCUMENT.Hash,
        Accepted: true,
      }),
    );
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (submitted)',
  args: { readOnly: true, defaultValues: { DocumentVersion: 3, DocumentHash: DOCUMENT.Hash, Accepted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Terms & Conditions (Version 3, published 03/01/2026)')).toBeVisible();
    // The text's SHA-256 is evidence for staff (the record's signature line), not words for a nurse.
    await expect(canvas.queryByText(DOCUMENT.Hash)).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Changes' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AGENCY_DOCUMENT_RESIGN_REASON } from '@agency/api-client/contract';
import { fixtures, handlers } from '@agency/api-client/testing';
import { atViewport } from '../../../testing/layout';
import { staffElementStory } from '../../../testing/screenStory';
import { onboardingTabRow, STATES, onboardingServer } from '../../onboarding/testing';
import { OnboardingTab } from './OnboardingTab';

// The Onboarding tab and the Agreement Form: the staff see that a new version asks the applicant to sign
// again, and read the version the applicant signed.
const meta = {
  title: 'Screens/Applicants/Record/Onboarding tab/Agreement',
  component: OnboardingTab,
  args: { applicantId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnboardingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const LABEL = 'Agreement Form';

export const SignAgainRequested: Story = {
  name: 'A new version: sign again; the version signed (desktop)',
  ...staffElementStory(<OnboardingTab applicantId={1} />, {
    handlers: [
      handlers.getAgencyDocumentVersion.with(fixtures.agencyAgreement),
      ...onboardingServer({
        forms: {
          'agreement-form-info': {
            ...STATES.changes(AGENCY_DOCUMENT_RESIGN_REASON),
            ReviewedBy: 'Olivia Owner',
            Data: { DocumentVersion: 1, DocumentHash: fixtures.agencyAgreement.Hash, Accepted: true },
          },
        },
      }).handlers,
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const item = await onboardingTabRow(canvasElement, LABEL);
    await expect(item.getByText(`Changes requested: ${AGENCY_DOCUMENT_RESIGN_REASON}`)).toBeVisible();
    await userEvent.click(item.getByRole('button', { name: `Open ${LABEL}` }));
    const view = within(await within(canvasElement).findByRole('region', { name: 'Agreement' }, SLOW));
    await expect(view.getByText('Agreement (Version 1, published 01/10/2026)')).toBeVisible();
    const text = within(within(canvasElement).getByRole('region', { name: 'Agreement: Agreement' }));
    await expect(text.getByRole('heading', { name: 'Your assignments' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ONBOARDING_HEALTH_ACCESS_TEXT, influenzaSeason, type RoleKey } from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../../testing/layout';
import { staffElementStory, staffSignedInAs } from '../../../testing/screenStory';
import { onboardingTabRow, STATES, onboardingServer } from '../../onboarding/testing';
import { OnboardingTab } from './OnboardingTab';

// The Onboarding tab and a health form (Influenza Vaccination): its state for every reviewer, its content
// for administrators, admins and the applicant's owner only.
const meta = {
  title: 'Screens/Applicants/Record/Onboarding tab/Health forms',
  component: OnboardingTab,
  args: { applicantId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnboardingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const LABEL = 'Influenza Vaccination';

const INFLUENZA = {
  ...STATES.submitted,
  Data: {
    Season: influenzaSeason(),
    Choice: 'vaccinated',
    DateGiven: `${influenzaSeason().slice(0, 4)}-10-02`,
    Place: 'this-facility',
    Product: 'Flucelvax',
    LotNumber: 'AB1234',
    ProofUploadId: null,
    DeclineReason: null,
    Contraindication: null,
    ReasonDetails: '',
    MaskingAcknowledged: false,
  },
};

const tab = (roles: RoleKey[], ownerId: number | null = null) =>
  staffElementStory(<OnboardingTab applicantId={1} ownerId={ownerId} />, {
    handlers: [
      staffSignedInAs(roles),
      ...onboardingServer({
        forms: { 'influenza-vaccination': INFLUENZA },
        audit: [
          {
            AuditId: 1,
            Action: 'health-read',
            Form: 'influenza-vaccination',
            Version: 1,
            ActorName: 'Ada Administrator',
            At: '2026-01-21T09:30:00.000Z',
            Ip: '198.51.100.4',
            UserAgent: 'Firefox 140',
            Detail: 'Version 1 read (health information)',
          },
        ],
      }).handlers,
    ],
  });

export const Supervisor: Story = {
  name: 'A supervisor: the state, not the content (phone)',
  ...tab(['supervisor']),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const item = await onboardingTabRow(canvasElement, LABEL);
    await expect(item.getByText('Submitted')).toBeVisible();
    await expect(item.getByText(ONBOARDING_HEALTH_ACCESS_TEXT)).toBeVisible();
    await expect(item.queryByRole('button', { name: `Open ${LABEL}` })).toBeNull();
    const audit = within(await within(canvasElement).findByRole('list', { name: 'Audit log' }, SLOW));
    await expect(audit.getByText(`Health information read: ${LABEL} (version 1)`)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Administrator: Story = {
  name: 'An administrator opens it: the NHSN status (desktop)',
  ...tab(['administrator']),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const item = await onboardingTabRow(canvasElement, LABEL);
    await expect(item.queryByText(ONBOARDING_HEALTH_ACCESS_TEXT)).toBeNull();
    await userEvent.click(item.getByRole('button', { name: `Open ${LABEL}` }));
    const view = within(await within(canvasElement).findByRole('region', { name: LABEL }, SLOW));
    await expect(view.getByText('Received the vaccine at this facility')).toBeVisible();
    await expect(view.getByText('AB1234')).toBeVisible();
  },
};

export const Owner: Story = {
  name: 'The applicant’s owner (a recruiter) may open it',
  ...tab(['recruiter'], fixtures.recruiterClaim.RecruiterId),
  play: async ({ canvasElement }) => {
    const item = await onboardingTabRow(canvasElement, LABEL);
    await expect(item.getByRole('button', { name: `Open ${LABEL}` })).toBeVisible();
    await expect(item.queryByText(ONBOARDING_HEALTH_ACCESS_TEXT)).toBeNull();
  },
};

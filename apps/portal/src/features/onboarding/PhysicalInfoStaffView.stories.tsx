import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ONBOARDING_HEALTH_ACCESS_TEXT, type RoleKey } from '@agency/api-client/contract';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { OnboardingTab } from '../applicants/testing';
import { staffElementStory, staffSignedInAs } from '../../testing/screenStory';
import { onboardingTabRow } from './testing/screenStory';
import { STATES, onboardingServer } from './testing/storyServer';

// Physical Info on the record's Onboarding tab (a health form): its state for every reviewer, its content
// for administrators, admins and the applicant's owner only.
const meta = {
  title: 'Screens/Applicants/Record/Onboarding tab/Physical Info',
  component: OnboardingTab,
  args: { applicantId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnboardingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const LABEL = 'Physical Info';

const PHYSICAL = {
  TbType: 'chest-xray',
  TbDate: '2026-01-05',
  TbResult: 'negative',
  TbProofUploadId: null,
  MmrEvidence: 'vaccination',
  MmrDate: '1995-04-01',
  MmrResult: null,
  MmrProofUploadId: null,
  VaricellaEvidence: 'titer',
  VaricellaDate: '2020-02-11',
  VaricellaResult: 'immune',
  VaricellaProofUploadId: null,
  TdapEvidence: 'vaccination',
  TdapDate: '2021-09-30',
  TdapResult: null,
  TdapProofUploadId: null,
  DrugScreenDate: '2026-01-04',
  DrugScreenResult: 'negative',
  DrugScreenProofUploadId: null,
  PhysicalExamDate: '2026-01-04',
  PhysicalExamCleared: 'yes',
  PhysicalExamProofUploadId: null,
  FitTestDate: '2026-01-06',
  FitTestMaskModel: '3M 8210',
  FitTestMaskSize: 'Standard',
  FitTestResult: 'pass',
  FitTestProofUploadId: null,
};

const tab = (roles: RoleKey[]) =>
  staffElementStory(<OnboardingTab applicantId={1} ownerId={null} />, {
    handlers: [
      staffSignedInAs(roles),
      ...onboardingServer({ forms: { 'nurse-physical-info': { ...STATES.submitted, Data: PHYSICAL } } }).handlers,
    ],
  });

export const Recruiter: Story = {
  name: 'A recruiter (not the owner): the state, not the content (phone)',
  ...tab(['recruiter']),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const row = await onboardingTabRow(canvasElement, LABEL);
    await expect(row.getByText('Submitted')).toBeVisible();
    await expect(row.getByText(ONBOARDING_HEALTH_ACCESS_TEXT)).toBeVisible();
    await expect(row.queryByRole('button', { name: `Open ${LABEL}` })).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Admin: Story = {
  name: 'An admin opens it (desktop)',
  ...tab(['admin']),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const row = await onboardingTabRow(canvasElement, LABEL);
    await userEvent.click(row.getByRole('button', { name: `Open ${LABEL}` }));
    const view = within(await within(canvasElement).findByRole('region', { name: LABEL }, SLOW));
    await expect(view.getByText('Chest X-ray')).toBeVisible();
    await expect(view.getByText('3M 8210')).toBeVisible();
  },
};

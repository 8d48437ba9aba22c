import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { OnboardingTab } from '../applicants/testing';
import { staffElementStory } from '../../testing/screenStory';
import { onboardingTabRow } from './testing/screenStory';
import { STATES, onboardingServer } from './testing/storyServer';

// The staff's view of a submitted Nurse Form on the applicant record's Onboarding tab: every entry, the
// license card as a download.
const meta = {
  title: 'Screens/Applicants/Record/Onboarding tab/Nurse Form',
  component: OnboardingTab,
  args: { applicantId: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OnboardingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const LABEL = 'Nurse Form';
const CARD = 'upload-license-card';

const NURSE = {
  ...STATES.submitted,
  Data: {
    Licenses: [
      {
        Id: 'license-1',
        Type: 'LVN',
        OtherType: '',
        State: 'CA',
        Number: 'VN 552193',
        Compact: false,
        IssueDate: '2019-03-01',
        ExpiryDate: '2027-02-28',
        CardUploadId: CARD,
      },
    ],
    Certifications: [],
    Education: [],
    Employment: [
      {
        Id: 'job-1',
        Facility: 'Sunrise Care Center',
        City: 'Fresno',
        State: 'CA',
        Unit: 'Long-term care',
        BedCount: 120,
        Position: 'Charge LVN',
        Charge: true,
        Current: true,
        From: '2019-04-01',
        To: null,
        ReasonForLeaving: '',
        GapExplanation: '',
      },
    ],
    References: [],
    HasMilitaryService: true,
    Military: { Branch: 'army', From: '2012-01-09', To: '2016-01-08', DischargeType: 'honorable' },
  },
};

const tab = () =>
  staffElementStory(<OnboardingTab applicantId={1} ownerId={null} />, {
    handlers: onboardingServer({
      forms: { 'nurse-form': NURSE },
      uploads: { [CARD]: new Blob([new Uint8Array(64)], { type: 'image/jpeg' }) },
    }).handlers,
  });

const open = async (canvasElement: HTMLElement) => {
  const item = await onboardingTabRow(canvasElement, LABEL);
  await expect(item.getByText('Submitted')).toBeVisible();
  await userEvent.click(item.getByRole('button', { name: `Open ${LABEL}` }));
  return within(await within(canvasElement).findByRole('region', { name: LABEL }, SLOW));
};

export const Desktop: Story = {
  name: 'Opened: licenses, employment, military (desktop)',
  ...tab(),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const view = await open(canvasElement);
    await expect(view.getByRole('heading', { name: 'Licenses: LVN license (CA)' })).toBeVisible();
    await expect(view.getByText('VN 552193')).toBeVisible();
    await expect(view.getByText('LVN (Licensed Vocational Nurse)')).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Military service: Army' })).toBeVisible();
    await expect(view.getByText('Honorable')).toBeVisible();
    await expect(view.getByText('Present')).toBeVisible();
    // The license card, as the staff open it.
    await expect(await view.findByRole('button', { name: 'Open LVN license (CA) larger' }, SLOW)).toBeVisible();
  },
};

export const Phone: Story = {
  name: 'Opened (phone): no sideways scroll',
  ...tab(),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const view = await open(canvasElement);
    await expect(view.getByText('Sunrise Care Center')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

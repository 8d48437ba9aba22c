import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, type DuplicateMatch } from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';
import { atViewport, expectFocusedInView, expectNoHorizontalOverflow, tapLikeAPerson } from '../../../testing/layout';
import { bodiesSent, notifications, portalOf, portalStory } from '../../../testing/portalStory';
import { AddApplicantPage } from './AddApplicantPage';

const meta = {
  title: 'Screens/Applicants/Add Applicant',
  component: AddApplicantPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddApplicantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 12_000 };
const DUPLICATES = '/api/applicants/duplicates';
const CREATE = '/api/applicants';

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Add Applicant' }, SLOW);

/** Pastes `text` into a field (quicker than typing each key in a shared test browser). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the required fields (and a mobile phone and ZIP) and presses Save. */
async function fillAndSave(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await enter(await canvas.findByRole('textbox', { name: 'First Name' }, SLOW), 'Mara');
  await enter(canvas.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
  await enter(canvas.getByRole('textbox', { name: 'Email' }), 'mara.rivera@mail.test');
  await enter(canvas.getByRole('textbox', { name: 'Mobile Phone' }), '+1 555 010 3000');
  await enter(canvas.getByRole('textbox', { name: 'ZIP' }), '77006');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
}

const entered = {
  FirstName: 'Mara',
  LastName: 'Rivera',
  Email: 'mara.rivera@mail.test',
  MobilePhone: '+1 555 010 3000',
  Zip: '77006',
};
const duplicateQuery = { ...entered };

const match: DuplicateMatch = { Applicant: fixtures.applicants[0]!, MatchedOn: ['mobile', 'name-zip'] };
const created = {
  ...fixtures.applicant,
  ApplicantId: 2001,
  Number: 1246,
  FirstName: 'Mara',
  Email: 'mara.rivera@mail.test',
};

export const NoDuplicates: Story = {
  name: 'Saved (no duplicates): opens the new record',
  ...portalStory({
    path: '/add-applicant',
    session: 'staff',
    handlers: [handle(API_CALLS.createApplicant, () => HttpResponse.json(created, { status: 201 }))],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    await fillAndSave(canvasElement);
    await step('says so and opens the record at its applicant number', async () => {
      await expect(await within(notifications(canvasElement)).findByText('Applicant added', {}, SLOW)).toBeVisible();
      await waitFor(() =>
        expect(portalOf(context).location).toEqual({ pathname: '/view-by-applicant/1246', search: '' }),
      );
    });
    await step('asked for duplicates first, then sent the record', async () => {
      await expect(bodiesSent(context, 'POST', DUPLICATES)).toEqual([duplicateQuery]);
      const [body] = bodiesSent(context, 'POST', CREATE) as Record<string, unknown>[];
      await expect(body).toMatchObject({ ...entered, Source: 'other', Specialties: [], State: null });
      await expect(body).not.toHaveProperty('DuplicatesSeen');
    });
  },
};

export const Duplicates: Story = {
  name: 'Possible duplicates, then Save anyway',
  ...portalStory({
    path: '/add-applicant',
    session: 'staff',
    handlers: [
      handle(API_CALLS.findApplicantDuplicates, () => HttpResponse.json([match])),
      handle(API_CALLS.createApplicant, () => HttpResponse.json(created, { status: 201 })),
    ],
  }),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fillAndSave(canvasElement);
    await step('shows each possible duplicate with a link and the rules it matched, and saves nothing', async () => {
      const title = await canvas.findByText('Possible duplicates', {}, SLOW);
      // The panel takes the focus, so a keyboard or screen-reader user meets it first.
      const region = title.closest<HTMLElement>('[tabindex="-1"]')!;
      await waitFor(() => expect(region).toHaveFocus());
      const panel = within(region);
      await expect(panel.getByRole('link', { name: 'Maria Rivera' })).toHaveAttribute(
        'href',
        '/view-by-applicant/1234',
      );
      await expect(
        panel.getByText('Matched on: same mobile phone; same last name, first two letters of the first name and ZIP'),
      ).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)).toEqual([]);
    });
    await step('Save anyway sends the record with the duplicates seen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save anyway' }));
      await expect(await within(notifications(canvasElement)).findByText('Applicant added', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)).toEqual([
        expect.objectContaining({ ...entered, DuplicatesSeen: [fixtures.applicants[0]!.ApplicantId] }),
      ]);
    });
  },
};

export const DuplicatesCancel: Story = {
  name: 'Possible duplicates, then Cancel',
  ...portalStory({
    path: '/add-applicant',
    session: 'staff',
    handlers: [handle(API_CALLS.findApplicantDuplicates, () => HttpResponse.json([match]))],
  }),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await fillAndSave(canvasElement);
    await canvas.findByText('Possible duplicates', {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByText('Possible duplicates')).toBeNull());
    // The form keeps what was typed; nothing was saved.
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mara');
    await expect(bodiesSent(context, 'POST', CREATE)).toEqual([]);
  },
};

/** The second duplicate check finds the applicant someone added while this one was being typed. */
const meanwhile = { checks: 0 };
const addedMeanwhile = portalStory({
  path: '/add-applicant',
  session: 'staff',
  handlers: [
    handle(API_CALLS.findApplicantDuplicates, () => {
      meanwhile.checks += 1;
      return HttpResponse.json(meanwhile.checks === 1 ? [] : [match]);
    }),
    handle(API_CALLS.createApplicant, async ({ request }) =>
      'DuplicatesSeen' in ((await request.json()) as object)
        ? HttpResponse.json(created, { status: 201 })
        : HttpResponse.json(apiErrorBody('duplicate_applicant', 'A matching applicant exists.'), { status: 409 }),
    ),
  ],
});
export const AddedMeanwhile: Story = {
  name: 'A duplicate added meanwhile (409)',
  ...addedMeanwhile,
  loaders: [
    ...addedMeanwhile.loaders,
    () => {
      meanwhile.checks = 0;
      return {};
    },
  ],
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await fillAndSave(canvasElement);
    await step('shows the panel again', async () => {
      await expect(await canvas.findByText('Possible duplicates', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)).toHaveLength(1);
    });
    await step('Save anyway then adds it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save anyway' }));
      await expect(await within(notifications(canvasElement)).findByText('Applicant added', {}, SLOW)).toBeVisible();
      await expect(bodiesSent(context, 'POST', CREATE)[1]).toMatchObject({ DuplicatesSeen: [1001] });
    });
  },
};

export const ServerValidation: Story = {
  name: 'A validation error from the server lands on its field',
  ...portalStory({
    path: '/add-applicant',
    session: 'staff',
    handlers: [
      handle(API_CALLS.createApplicant, () =>
        HttpResponse.json(
          apiErrorBody('validation_failed', 'The applicant is invalid.', {
            Email: 'Email must be a valid email address',
          }),
          { status: 400 },
        ),
      ),
    ],
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await fillAndSave(canvasElement);
    await step('the message shows under Email and the toast says why', async () => {
      await expect(await canvas.findByText('Email must be a valid email address', {}, SLOW)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
      await expect(await within(notifications(canvasElement)).findByText('The applicant is invalid.')).toBeVisible();
    });
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  ...portalStory({ path: '/add-applicant', session: 'staff' }),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, SLOW));
    await expect(await canvas.findByText('First Name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(bodiesSent(context, 'POST', DUPLICATES)).toEqual([]);
  },
};

export const RequiredFieldsPhone: Story = {
  name: 'Required fields (phone): Save at the bottom brings the first one into view, focused',
  ...portalStory({ path: '/add-applicant', session: 'staff' }),
  globals: atViewport('phone'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await heading(context.canvasElement);
    const save = await canvas.findByRole('button', { name: 'Save' }, SLOW);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      save.scrollIntoView({ block: 'end' });
      await tapLikeAPerson(save, () =>
        waitFor(() => expectFocusedInView(canvas.getByRole('textbox', { name: 'First Name' }))),
      );
    }
    await expect(canvas.getByText('First Name is required')).toBeVisible();
    await expect(bodiesSent(context, 'POST', DUPLICATES)).toEqual([]);
  },
};

export const Phone: Story = {
  name: 'Phone width',
  ...portalStory({ path: '/add-applicant', session: 'staff' }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await within(canvasElement).findByRole('textbox', { name: 'First Name' }, SLOW);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { API_CALLS, type RoleKey, type StaffActionResult, type StaffMember } from '@agency/api-client/contract';
import { apiErrorBody, createTestTokenResponse, fixtures, handle, handlers } from '@agency/api-client/testing';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent, notifications, portalStory } from '../../testing/portalStory';
import { formatMoment } from '../../shared/format';
import { RecruitersPage } from './RecruitersPage';

const meta = {
  title: 'Screens/Management/Recruiters',
  component: RecruitersPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RecruitersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Generous waits: the screen's chunk loads lazily and the test browser may be shared and busy.
const SLOW = { timeout: 12_000 };
const PATH = '/recruiter';

/** The signed-in staff member (Jane Doe, 42) as a recruiter and supervisor who does not own the agency. */
const notOwner = handlers.isAgencyOwner.notOwner;
/** Signed in as an admin who does not own the agency. */
const asAdmin = handlers.login.with(
  createTestTokenResponse({ recruiter: { ...fixtures.recruiterClaim, Roles: ['admin'] } }),
);

/** A colleague who can be deactivated (active, not the owner, not the signed-in person). */
const MARCO: StaffMember = {
  ...fixtures.staffMembers[0]!,
  RecruiterId: 88,
  FirstName: 'Marco',
  LastName: 'Ruiz',
  Title: 'Recruiter',
  Email: 'marco.ruiz@acme.test',
  Phone: '',
  Roles: ['recruiter'],
  ApplicantsOwned: 12,
};

/**
 * The screen's calls as a small server: the directory, and each action changing the member and answering the
 * server's sentence (what the page shows in its notification).
 */
function staffServer() {
  const members: StaffMember[] = [...fixtures.staffMembers, MARCO].map((member) => ({ ...member }));
  const find = (params: Record<string, string | readonly string[] | undefined>) =>
    members.find((member) => String(member.RecruiterId) === params.recruiterId)!;
  const answer = (member: StaffMember, Message: string) =>
    HttpResponse.json<StaffActionResult>({ Member: member, Message });
  const name = (member: StaffMember) => `${member.FirstName} ${member.LastName}`;
  const list: HttpHandler[] = [
    handle(API_CALLS.listStaff, () => HttpResponse.json(members)),
    handle(API_CALLS.inviteStaff, async ({ request }) => {
      const body = await request.json();
      const member: StaffMember = {
        ...fixtures.staffMembers[3]!,
        RecruiterId: 99,
        FirstName: body.FirstName,
        LastName: body.LastName,
        Email: body.Email,
        Title: body.Title,
        Roles: body.Roles,
      };
      members.push(member);
      return answer(member, `An invitation has been sent to ${member.Email}.`);
    }),
    handle(API_CALLS.updateStaff, async ({ params, request }) => {
      const member = find(params);
      const body = await request.json();
      Object.assign(member, { Title: body.Title, Roles: body.Roles });
      return answer(member, `${name(member)}: ${body.Roles.join(', ')}.`);
    }),
    handle(API_CALLS.deactivateStaff, async ({ params, request }) => {
      const member = find(params);
      const body = await request.json();
      const to = members.find((other) => other.RecruiterId === body.ReassignTo);
      const owned = member.ApplicantsOwned;
      if (to) to.ApplicantsOwned += owned;
      Object.assign(member, { Status: 'inactive', Active: false, ApplicantsOwned: to ? 0 : owned });
      return answer(
        member,
        to
          ? `${name(member)} is deactivated and signed out everywhere; ${owned} applicants went to ${name(to)}.`
          : `${name(member)} is deactivated and signed out everywhere.`,
      );
    }),
    handle(API_CALLS.reactivateStaff, ({ params }) => {
      const member = find(params);
      Object.assign(member, { Status: 'active', Active: true });
      return answer(member, `${name(member)} is active again and can sign in.`);
    }),
    handle(API_CALLS.resetStaffPassword, ({ params }) => {
      const member = find(params);
      return answer(member, `A temporary password has been sent to ${member.Email}.`);
    }),
    handle(API_CALLS.resendStaffInvitation, ({ params }) => {
      const member = find(params);
      return answer(member, `A new invitation has been sent to ${member.Email}; the previous link no longer works.`);
    }),
    handle(API_CALLS.approveStaff, async ({ params, request }) => {
      const member = find(params);
      const body = await request.json();
      Object.assign(member, { Status: 'active', Active: true, Roles: body.Roles });
      return answer(member, `${name(member)} is approved as ${body.Roles.join(', ')}.`);
    }),
    handle(API_CALLS.declineStaff, ({ params }) => {
      const member = find(params);
      Object.assign(member, { Status: 'declined', Active: false });
      return answer(member, `${name(member)}'s registration is declined: the account cannot sign in.`);
    }),
  ];
  return { members, handlers: list };
}

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Recruiters' }, SLOW);
/** The whole document: dialogs and menus render outside the story's root. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The table row (or phone card) of a person. */
const rowOf = async (canvasElement: HTMLElement, name: string) => {
  const cell = await within(canvasElement).findByText(name, { selector: 'span' }, SLOW);
  return within(cell.closest('tr')!);
};
/** Opens a row's actions and picks one. */
async function pick(canvasElement: HTMLElement, name: string, action: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Actions for ${name}` }, SLOW));
  await userEvent.click(await screen(canvasElement).findByRole('menuitem', { name: action }, SLOW));
}
const dialogNamed = async (canvasElement: HTMLElement, title: string) =>
  within(await screen(canvasElement).findByRole('dialog', { name: title }, SLOW));
const toast = async (canvasElement: HTMLElement, text: string) =>
  expect(await within(notifications(canvasElement)).findByText(text, {}, SLOW)).toBeVisible();
const actionsOf = async (canvasElement: HTMLElement, name: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Actions for ${name}` }, SLOW));
  const items = (await screen(canvasElement).findAllByRole('menuitem', {}, SLOW)).map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
};

// First: it also absorbs the cold start of the file's first story (lazy chunks, sign-in).
export const Loading: Story = {
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.listStaff.loading] }),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const grid = await within(canvasElement).findByRole('grid', { name: 'Staff' }, SLOW);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

const readsTheDirectory: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await heading(canvasElement);
  await step('lists the staff with their roles, status and reach, and no management for a recruiter', async () => {
    await expect(await canvas.findByText('Senior Recruiter', {}, SLOW)).toBeVisible();
    await expect(canvas.getByText('Recruiter, Supervisor')).toBeVisible();
    await expect(canvas.getByText('Owner')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Invited')).toBeVisible();
    await expect(canvas.getByText('Waiting for approval')).toBeVisible();
    await expect(canvas.getAllByText('Never')).toHaveLength(2);
    // Jane's last sign-in reads as on Manage Users: one source (users.last_sign_in_at), one format.
    const jane = fixtures.managedAccounts.Items.find((account) => account.Email === 'jane.doe@acme.test')!;
    await expect(canvas.getByText(formatMoment(jane.LastSignInAt!))).toBeVisible();
    await expect(canvas.getByText('2 active of 5')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite recruiter' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await expect(canvas.queryByText(/registered as a recruiter and sees nothing/)).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  });
  await step('finds a colleague by any part of the name, title or e-mail', async () => {
    await userEvent.type(canvas.getByLabelText(/^Find a colleague/), 'owner');
    await expect(canvas.getByText('Olivia Owner')).toBeVisible();
    await expect(canvas.queryByText('Senior Recruiter')).toBeNull();
    await userEvent.clear(canvas.getByLabelText(/^Find a colleague/));
    await userEvent.type(canvas.getByLabelText(/^Find a colleague/), 'zzz');
    await expect(canvas.getByText('Nobody matches.')).toBeVisible();
  });
};

export const Desktop: Story = {
  name: 'Recruiter (desktop): the directory, read only',
  ...portalStory({ path: PATH, session: 'staff', handlers: [notOwner] }),
  globals: atViewport('desktop'),
  play: readsTheDirectory,
};

export const Phone: Story = {
  name: 'Recruiter (phone): the directory, read only',
  ...portalStory({ path: PATH, session: 'staff', handlers: [notOwner] }),
  globals: atViewport('phone'),
  play: readsTheDirectory,
};

const invite = staffServer();
export const InviteDesktop: Story = {
  name: 'Owner (desktop): invites a recruiter, the form checked first',
  ...portalStory({ path: PATH, session: 'staff', handlers: invite.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await step('one person waits for approval: the owner is told at the top', async () => {
      await expect(
        await canvas.findByText(/Riley Joiner registered as a recruiter and sees nothing/, {}, SLOW),
      ).toBeVisible();
      const riley = await rowOf(canvasElement, 'Riley Joiner');
      await expect(riley.getByText('E-mail verified')).toBeVisible();
      const nina = await rowOf(canvasElement, 'Nina Newhire');
      await expect(nina.getByText(/^Link (works until|expired)/)).toBeVisible();
    });
    await step('an empty invitation shows what is missing; Recruiter is ticked by default', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Invite recruiter' }));
      const dialog = await dialogNamed(canvasElement, 'Invite recruiter');
      await expect(dialog.getByRole('checkbox', { name: 'Recruiter' })).toBeChecked();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Recruiter' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
      await expect(await dialog.findByText('First Name is required')).toBeVisible();
      await expect(dialog.getByText('Last Name is required')).toBeVisible();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await expect(dialog.getByText('Choose at least one role')).toBeVisible();
      // Focus goes to the first problem (every form's rule after an invalid submit).
      await waitFor(() => expect(dialog.getByRole('textbox', { name: /^First Name/ })).toHaveFocus());
      await expect(bodiesSent(context, 'POST', '/api/staff/invitations')).toEqual([]);
    });
    await step('a complete invitation is sent, and the new row says Invited', async () => {
      const dialog = await dialogNamed(canvasElement, 'Invite recruiter');
      await userEvent.type(dialog.getByLabelText(/^First Name/), 'Pat');
      await userEvent.type(dialog.getByLabelText(/^Last Name/), 'Quinn');
      await userEvent.type(dialog.getByLabelText(/^Email/), 'pat.quinn@acme.test');
      await userEvent.type(dialog.getByLabelText(/^Title/), 'Night Recruiter');
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Recruiter' }));
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Supervisor' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
      await toast(canvasElement, 'An invitation has been sent to pat.quinn@acme.test.');
      await expect(bodiesSent(context, 'POST', '/api/staff/invitations')).toEqual([
        {
          FirstName: 'Pat',
          LastName: 'Quinn',
          Email: 'pat.quinn@acme.test',
          Title: 'Night Recruiter',
          Roles: ['recruiter', 'supervisor'],
        },
      ]);
      const pat = await rowOf(canvasElement, 'Pat Quinn');
      await expect(pat.getByText('Invited')).toBeVisible();
      await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
    });
  },
};

export const InviteRefused: Story = {
  name: 'Admin (phone): an e-mail the agency already has is refused on its field',
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      asAdmin,
      notOwner,
      handle(API_CALLS.inviteStaff, () =>
        HttpResponse.json(
          apiErrorBody('email_taken', 'This e-mail address already belongs to an account of this agency.', {
            Email: 'This e-mail address already belongs to an account of this agency.',
          }),
          { status: 409 },
        ),
      ),
    ],
  }),
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite recruiter' }, SLOW));
    const dialog = await dialogNamed(canvasElement, 'Invite recruiter');
    await userEvent.type(dialog.getByLabelText(/^First Name/), 'Jane');
    await userEvent.type(dialog.getByLabelText(/^Last Name/), 'Doe');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'jane.doe@acme.test');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await toast(canvasElement, 'This e-mail address already belongs to an account of this agency.');
    await expect(
      await dialog.findByText('This e-mail address already belongs to an account of this agency.', {}, SLOW),
    ).toBeVisible();
    await expect(dialog.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

const deactivate = staffServer();
export const DeactivateDesktop: Story = {
  name: 'Owner (desktop): deactivates a recruiter, the applicants to a colleague; reactivates another',
  ...portalStory({ path: PATH, session: 'staff', handlers: deactivate.handlers }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await step(
      "each row offers what its status allows; the owner and the signed-in person can't be deactivated",
      async () => {
        await expect(await actionsOf(canvasElement, 'Marco Ruiz')).toEqual([
          'Edit roles',
          'Send password reset',
          'Deactivate',
        ]);
        await expect(await actionsOf(canvasElement, 'Olivia Owner')).toEqual(['Edit roles', 'Send password reset']);
        await expect(await actionsOf(canvasElement, 'Sam Tran')).toEqual(['Reactivate']);
        await expect(await actionsOf(canvasElement, 'Nina Newhire')).toEqual([
          'Send invitation again',
          'Edit roles',
          'Withdraw invitation',
        ]);
        await expect(await actionsOf(canvasElement, 'Riley Joiner')).toEqual(['Approve', 'Decline']);
      },
    );
    await step('deactivating asks who takes over the 12 applicants', async () => {
      await pick(canvasElement, 'Marco Ruiz', 'Deactivate');
      const dialog = await dialogNamed(canvasElement, 'Deactivate Marco Ruiz?');
      await expect(dialog.getByText('Marco Ruiz owns 12 applicants.')).toBeVisible();
      const select = dialog.getByLabelText(/^Reassign their applicants to/);
      // Active colleagues only: not Sam (inactive), Nina (invited) nor Riley (waiting).
      const options = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(options).toEqual(['Nobody: they stay with Marco Ruiz', 'Jane Doe', 'Olivia Owner']);
      await userEvent.selectOptions(select, 'Olivia Owner');
      await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
      await toast(
        canvasElement,
        'Marco Ruiz is deactivated and signed out everywhere; 12 applicants went to Olivia Owner.',
      );
      await expect(bodiesSent(context, 'POST', '/api/staff/88/deactivate')).toEqual([{ ReassignTo: 7 }]);
      const marco = await rowOf(canvasElement, 'Marco Ruiz');
      await expect(await marco.findByText('Inactive', {}, SLOW)).toBeVisible();
    });
    await step('reactivating is confirmed first', async () => {
      await pick(canvasElement, 'Sam Tran', 'Reactivate');
      const dialog = await dialogNamed(canvasElement, 'Reactivate Sam Tran?');
      await userEvent.click(dialog.getByRole('button', { name: 'Reactivate' }));
      await toast(canvasElement, 'Sam Tran is active again and can sign in.');
      await expect(bodiesSent(context, 'POST', '/api/staff/51/reactivate')).toEqual([undefined]);
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

const approve = staffServer();
export const ApprovePhone: Story = {
  name: 'Owner (phone): approves a self-registered recruiter with roles, declines nobody by mistake',
  ...portalStory({ path: PATH, session: 'staff', handlers: approve.handlers }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await step('declining is confirmed, and can be cancelled', async () => {
      await pick(canvasElement, 'Riley Joiner', 'Decline');
      const dialog = await dialogNamed(canvasElement, "Decline Riley Joiner's registration?");
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
      await expect(bodiesSent(context, 'POST', '/api/staff/77/decline')).toEqual([]);
    });
    await step('approval suggests Recruiter; the roles chosen are sent', async () => {
      await pick(canvasElement, 'Riley Joiner', 'Approve');
      const dialog = await dialogNamed(canvasElement, 'Approve Riley Joiner?');
      await expect(dialog.getByRole('checkbox', { name: 'Recruiter' })).toBeChecked();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Supervisor' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
      await toast(canvasElement, 'Riley Joiner is approved as recruiter, supervisor.');
      await expect(bodiesSent(context, 'POST', '/api/staff/77/approve')).toEqual([
        { Roles: ['recruiter', 'supervisor'] satisfies RoleKey[] },
      ]);
      const riley = await rowOf(canvasElement, 'Riley Joiner');
      await expect(await riley.findByText('Active', {}, SLOW)).toBeVisible();
      await expect(within(canvasElement).queryByText(/registered as a recruiter and sees nothing/)).toBeNull();
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

const decline = staffServer();
export const DeclineDesktop: Story = {
  name: 'Admin (desktop): declines a registration',
  ...portalStory({ path: PATH, session: 'staff', handlers: [asAdmin, notOwner, ...decline.handlers] }),
  globals: atViewport('desktop'),
  play: async (context) => {
    const { canvasElement } = context;
    await heading(canvasElement);
    await pick(canvasElement, 'Riley Joiner', 'Decline');
    const dialog = await dialogNamed(canvasElement, "Decline Riley Joiner's registration?");
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await toast(canvasElement, "Riley Joiner's registration is declined: the account cannot sign in.");
    await expect(bodiesSent(context, 'POST', '/api/staff/77/decline')).toEqual([undefined]);
    const riley = await rowOf(canvasElement, 'Riley Joiner');
    await expect(await riley.findByText('Declined', {}, SLOW)).toBeVisible();
    // An admin who does not own the agency leaves the owner's roles alone.
    await expect(await actionsOf(canvasElement, 'Olivia Owner')).toEqual(['Send password reset']);
  },
};

const edit = staffServer();
export const EditRolesPhone: Story = {
  name: 'Owner (phone): edits roles, sends a password reset and the invitation again',
  ...portalStory({ path: PATH, session: 'staff', handlers: edit.handlers }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement, step } = context;
    await heading(canvasElement);
    await step('roles: at least one, the title trimmed', async () => {
      await pick(canvasElement, 'Marco Ruiz', 'Edit roles');
      const dialog = await dialogNamed(canvasElement, 'Edit roles of Marco Ruiz');
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Recruiter' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await expect(await dialog.findByText('Choose at least one role')).toBeVisible();
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Recruiter' }));
      await userEvent.click(dialog.getByRole('checkbox', { name: 'Manager' }));
      const title = dialog.getByLabelText(/^Title/);
      await userEvent.clear(title);
      await userEvent.type(title, 'Account Manager');
      await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
      await toast(canvasElement, 'Marco Ruiz: recruiter, manager.');
      await expect(bodiesSent(context, 'PUT', '/api/staff/88')).toEqual([
        { Title: 'Account Manager', Roles: ['recruiter', 'manager'] },
      ]);
      const marco = await rowOf(canvasElement, 'Marco Ruiz');
      await expect(await marco.findByText('Recruiter, Manager', {}, SLOW)).toBeVisible();
    });
    await step('a password reset is confirmed, then sent', async () => {
      await pick(canvasElement, 'Marco Ruiz', 'Send password reset');
      const dialog = await dialogNamed(canvasElement, 'Send Marco Ruiz a password reset?');
      await userEvent.click(dialog.getByRole('button', { name: 'Send password reset' }));
      await toast(canvasElement, 'A temporary password has been sent to marco.ruiz@acme.test.');
      await expect(bodiesSent(context, 'POST', '/api/staff/88/reset-password')).toEqual([undefined]);
    });
    await step('an invitation is sent again', async () => {
      await pick(canvasElement, 'Nina Newhire', 'Send invitation again');
      const dialog = await dialogNamed(canvasElement, 'Send Nina Newhire a new invitation?');
      await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
      await toast(
        canvasElement,
        'A new invitation has been sent to nina.newhire@acme.test; the previous link no longer works.',
      );
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const ActionRefused: Story = {
  name: "Owner (desktop): the server's refusal is shown as it says it",
  ...portalStory({
    path: PATH,
    session: 'staff',
    handlers: [
      handle(API_CALLS.listStaff, () => HttpResponse.json([...fixtures.staffMembers, MARCO])),
      handle(API_CALLS.deactivateStaff, () =>
        HttpResponse.json(
          apiErrorBody('last_admin', 'The agency needs at least one active admin: make someone else an admin first.'),
          { status: 409 },
        ),
      ),
    ],
  }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await pick(canvasElement, 'Marco Ruiz', 'Deactivate');
    const dialog = await dialogNamed(canvasElement, 'Deactivate Marco Ruiz?');
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await toast(canvasElement, 'The agency needs at least one active admin: make someone else an admin first.');
    // The dialog stays open: nothing changed.
    await expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Could not load',
  ...portalStory({ path: PATH, session: 'staff', handlers: [handlers.listStaff.serverError] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, SLOW)).toBeVisible();
  },
};

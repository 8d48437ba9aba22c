import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validRegistration } from '../../schemas/registration/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { clickInPlace } from '../../internal/testing/clickInPlace';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Forms/RegistrationForm',
  component: RegistrationForm,
  decorators: [atAppWidth('auth')],
  args: { onSubmit: fn(), onEmailBlur: fn(async () => false), loading: false },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.registration;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    lastName: canvas.getByRole('textbox', { name: 'Last Name' }),
    firstName: canvas.getByRole('textbox', { name: 'First Name' }),
    email: canvas.getByRole('textbox', { name: 'Email' }),
    password: canvas.getByLabelText('Password', { selector: 'input' }),
    confirmPassword: canvas.getByLabelText('Confirm Password', { selector: 'input' }),
    terms: canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' }),
    register: canvas.getByRole('button', { name: 'Register' }),
  };
};

type Fields = ReturnType<typeof fields>;

async function fillValid(
  f: Fields,
  overrides: Partial<Record<'lastName' | 'firstName' | 'email' | 'password' | 'confirmPassword', string>> = {},
) {
  const values = { ...validRegistration, ...overrides };
  for (const name of ['lastName', 'firstName', 'email', 'password', 'confirmPassword'] as const) {
    if (values[name] !== '') await userEvent.type(f[name], values[name]);
  }
  await userEvent.click(f.terms);
}

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    await step('shows empty fields, the box unticked and no message', async () => {
      const f = fields(canvasElement);
      for (const input of [f.lastName, f.firstName, f.email, f.password, f.confirmPassword])
        await expect(input).toHaveValue('');
      await expect(f.terms).not.toBeChecked();
      await expect(f.register).toBeEnabled();
      await expect(f.canvas.queryByText(m.lastNameRequired)).not.toBeInTheDocument();
    });
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty',
  play: async ({ args, canvasElement, step }) => {
    await step('shows every required message with its SPEC text', async () => {
      const f = fields(canvasElement);
      await userEvent.click(f.register);
      for (const text of [
        'Last Name is required',
        'First Name is required',
        'Email is required',
        'Password is required',
        'Confirm Password is required',
        'You must agree to the terms and conditions',
      ]) {
        await expect(await f.canvas.findByText(text)).toBeVisible();
      }
      for (const control of [f.lastName, f.firstName, f.email, f.password, f.confirmPassword, f.terms]) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
      }
      // The red border comes from the theme's danger colour; focus goes to the first invalid field.
      // (waitFor: the border colour transitions.)
      await waitFor(() => expect(getComputedStyle(f.lastName).borderTopColor).toBe('rgb(185, 28, 28)'));
      await waitFor(() => expect(getComputedStyle(f.terms).borderTopColor).toBe('rgb(185, 28, 28)'));
      await expect(f.lastName).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const BeingFilledIn: Story = {
  name: 'Being filled in',
  play: async ({ canvasElement, step }) => {
    await step('shows no message before the first submit', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.email, 'not-an-email');
      await userEvent.type(f.password, 'abc');
      await userEvent.type(f.confirmPassword, 'xyz');
      await userEvent.tab();
      await expect(f.canvas.queryByText(m.emailInvalid)).not.toBeInTheDocument();
      await expect(f.canvas.queryByText(m.passwordsMustMatch)).not.toBeInTheDocument();
      await expect(f.email).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const Filled: Story = {
  name: 'Filled in',
  args: { defaultValues: validRegistration },
  play: async ({ args, canvasElement, step }) => {
    await step('submits the values it was given', async () => {
      const f = fields(canvasElement);
      await expect(f.terms).toBeChecked();
      await userEvent.click(f.register);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validRegistration));
    });
  },
};

export const ValuesWithSpaces: Story = {
  name: 'Values with spaces around them',
  play: async ({ args, canvasElement, step }) => {
    await step('trims the text fields, refuses a password with a space', async () => {
      const f = fields(canvasElement);
      await fillValid(f, {
        lastName: '  Rivera ',
        firstName: ' Maria  ',
        email: '  maria.rivera@example.com ',
        password: ' Nurse#2024',
        confirmPassword: ' Nurse#2024',
      });
      // The trimmed inputs show the trimmed text once left; a password is never trimmed, so a leading
      // space is refused rather than silently dropped.
      await expect(f.lastName).toHaveValue('Rivera');
      await expect(f.password).toHaveValue(' Nurse#2024');
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText(m.passwordNoWhitespace)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      for (const input of [f.password, f.confirmPassword]) {
        await userEvent.clear(input);
        await userEvent.type(input, validRegistration.password);
      }
      await userEvent.click(f.register);
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validRegistration));
    });
  },
};

export const UpperCaseEmail: Story = {
  name: 'Email in capitals',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses the address, then follows every change', async () => {
      const f = fields(canvasElement);
      await fillValid(f, { email: 'Maria@Example.com' });
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('Email must be a valid email address')).toBeVisible();
      await expect(f.email).toHaveAccessibleDescription('Email must be a valid email address');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // After the first submit, messages follow every change.
      await userEvent.clear(f.email);
      await userEvent.type(f.email, 'maria@example.co');
      await waitFor(() => expect(f.canvas.queryByText('Email must be a valid email address')).not.toBeInTheDocument());
    });
  },
};

export const LongTopLevelDomain: Story = {
  name: 'Email with a long ending',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a five-letter top-level domain', async () => {
      const f = fields(canvasElement);
      await fillValid(f, { email: 'maria@example.nurse' });
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('Email must be a valid email address')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const PasswordTooShort: Story = {
  name: 'Password too short',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a password under six characters', async () => {
      const f = fields(canvasElement);
      await fillValid(f, { password: 'abc12', confirmPassword: 'abc12' });
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('Password must be at least 6 characters')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** A password with whitespace could never be used to sign in (the login refuses it): refused here. */
export const PasswordWithASpace: Story = {
  name: 'Password with a space',
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a password with whitespace', async () => {
      const f = fields(canvasElement);
      await fillValid(f, { password: 'Nurse 2024', confirmPassword: 'Nurse 2024' });
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText(m.passwordNoWhitespace)).toBeVisible();
      await expect(f.password).toHaveAttribute('aria-invalid', 'true');
      await expect(f.password).toHaveAccessibleDescription('Password must not contain spaces');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const NameTooLong: Story = {
  name: 'Name too long',
  args: { defaultValues: { ...validRegistration, lastName: 'R'.repeat(101) } },
  play: async ({ args, canvasElement, step }) => {
    await step('refuses a name over 100 characters', async () => {
      const f = fields(canvasElement);
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('Last Name must be at most 100 characters')).toBeVisible();
      await expect(f.lastName).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const PasswordsDiffer: Story = {
  name: 'Passwords differ',
  play: async ({ args, canvasElement, step }) => {
    await step('says the passwords must match', async () => {
      const f = fields(canvasElement);
      await fillValid(f, { confirmPassword: 'Nurse#2025' });
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('Passwords must match')).toBeVisible();
      await expect(f.confirmPassword).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // Changing the password to the confirmation's value clears the message too.
      await userEvent.clear(f.password);
      await userEvent.type(f.password, 'Nurse#2025');
      await waitFor(() => expect(f.canvas.queryByText('Passwords must match')).not.toBeInTheDocument());
      await userEvent.click(f.register);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...validRegistration,
          password: 'Nurse#2025',
          confirmPassword: 'Nurse#2025',
        }),
      );
    });
  },
};

export const TermsNotAgreed: Story = {
  name: 'Terms not agreed',
  play: async ({ args, canvasElement, step }) => {
    await step('asks for the terms box', async () => {
      const f = fields(canvasElement);
      await fillValid(f);
      await userEvent.click(f.terms);
      await expect(f.terms).not.toBeChecked();
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('You must agree to the terms and conditions')).toBeVisible();
      await expect(f.terms).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // Ticking the box with the keyboard clears it.
      f.terms.focus();
      await userEvent.keyboard(' ');
      await expect(f.terms).toBeChecked();
      await waitFor(() =>
        expect(f.canvas.queryByText('You must agree to the terms and conditions')).not.toBeInTheDocument(),
      );
    });
  },
};

export const EmailTaken: Story = {
  name: 'Email already registered',
  args: { onEmailBlur: fn(async (email: string) => email === 'maria.rivera@example.com') },
  play: async ({ args, canvasElement, step }) => {
    await step('marks a taken address once the field is left', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.email, ' maria.rivera@example.com ');
      await userEvent.tab();
      await expect(args.onEmailBlur).toHaveBeenCalledWith('maria.rivera@example.com');
      // Shown at once, before any submit.
      await expect(await f.canvas.findByText('Email already exist')).toBeVisible();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      // Submitting is blocked while the address is taken.
      await fillValid(f, { email: '' });
      await userEvent.click(f.register);
      await expect(await f.canvas.findByText('Email already exist')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // Another address clears it and can be submitted.
      await userEvent.clear(f.email);
      await userEvent.type(f.email, 'maria.r@example.com');
      await waitFor(() => expect(f.canvas.queryByText('Email already exist')).not.toBeInTheDocument());
      await userEvent.click(f.register);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ ...validRegistration, email: 'maria.r@example.com' }),
      );
    });
  },
};

/**
 * Regression: the lookup starts when the Email field is left, here by pressing the mouse on the Password
 * field's "Show password" toggle. Its finding must not move the toggle before the button is released, or
 * the click is lost: it shows once the click is done.
 */
export const ShowPasswordAfterTakenEmail: Story = {
  name: 'Show password pressed after a taken email',
  args: { onEmailBlur: fn(async (email: string) => email === 'maria.rivera@example.com') },
  play: async ({ args, canvasElement, step }) => {
    await step('loses no click on Show password while the lookup answers (regression)', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.email, 'maria.rivera@example.com');
      const [toggle] = f.canvas.getAllByRole('button', { name: 'Show password' });
      if (!toggle) throw new Error('no Show password toggle');
      await clickInPlace(toggle);
      await expect(args.onEmailBlur).toHaveBeenCalledWith('maria.rivera@example.com');
      await expect(f.password).toHaveAttribute('type', 'text');
      await expect(await f.canvas.findByText('Email already exist')).toBeVisible();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** Waits until every lookup the form started has settled and React has rendered its outcome. */
async function lookupSettled(lookup: unknown) {
  const results = (lookup as { mock: { results: Array<{ value: unknown }> } }).mock.results;
  await Promise.allSettled(results.map((result) => result.value));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

export const EmailAvailable: Story = {
  name: 'Email available',
  play: async ({ args, canvasElement, step }) => {
    await step('shows nothing for a free address', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.email, 'new.nurse@example.com');
      await userEvent.tab();
      await waitFor(() => expect(args.onEmailBlur).toHaveBeenCalledWith('new.nurse@example.com'));
      await lookupSettled(args.onEmailBlur);
      await expect(f.canvas.queryByText('Email already exist')).not.toBeInTheDocument();
      await expect(f.email).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const MalformedEmail: Story = {
  name: 'Malformed email',
  play: async ({ args, canvasElement, step }) => {
    await step('does not look a malformed address up', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.email, 'Maria@Example');
      await userEvent.tab();
      await expect(args.onEmailBlur).not.toHaveBeenCalled();
    });
  },
};

export const LookupFails: Story = {
  name: 'Email lookup fails',
  args: { onEmailBlur: fn(async () => Promise.reject(new Error('network down'))) },
  play: async ({ args, canvasElement, step }) => {
    await step('shows nothing when the lookup fails', async () => {
      const f = fields(canvasElement);
      await userEvent.type(f.email, 'maria.rivera@example.com');
      await userEvent.tab();
      await waitFor(() => expect(args.onEmailBlur).toHaveBeenCalledTimes(1));
      await lookupSettled(args.onEmailBlur);
      await expect(f.canvas.queryByText('Email already exist')).not.toBeInTheDocument();
      await expect(f.email).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const Registering: Story = {
  args: { defaultValues: validRegistration, loading: true },
  play: async ({ args, canvasElement, step }) => {
    await step('keeps Register busy and does not submit', async () => {
      const { register } = fields(canvasElement);
      await expect(register).toBeDisabled();
      await expect(register).toHaveAttribute('aria-busy', 'true');
      await userEvent.click(register, { pointerEventsCheck: 0 });
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const EmailTakenOnSubmit: Story = {
  name: 'Email taken, found on submit',
  // The register call's 409 answer carries { Errors: { Email: 'Email already exist' } }: passed as it comes.
  args: { defaultValues: validRegistration, serverErrors: { Email: m.emailTaken } },
  play: async ({ args, canvasElement, step }) => {
    await step('shows the server message (keyed Email, as the API sends it) until the address changes', async () => {
      const f = fields(canvasElement);
      await expect(await f.canvas.findByText('Email already exist')).toBeVisible();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toHaveFocus();
      // The same address cannot be sent again.
      await userEvent.click(f.register);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.clear(f.email);
      await userEvent.type(f.email, 'maria.r@example.com');
      await waitFor(() => expect(f.canvas.queryByText('Email already exist')).not.toBeInTheDocument());
      await userEvent.click(f.register);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({ ...validRegistration, email: 'maria.r@example.com' }),
      );
    });
  },
};

/** The theme's danger colour, in which a field's message and border show. */
const DANGER = 'rgb(185, 28, 28)';

/**
 * The server's `Errors` keyed by payload field (First_Name, Last_Name, Email, Password), passed to the form
 * as they come: each message lands on its own field. A key the form has no field for is left out.
 */
export const RefusedByTheServer: Story = {
  name: 'Refused by the server',
  args: {
    defaultValues: validRegistration,
    serverErrors: {
      First_Name: 'First Name is not accepted.',
      Last_Name: 'Last Name is not accepted.',
      Email: m.emailTaken,
      Password: 'Password is too common.',
      Middle_Name: 'Middle Name is not accepted.',
    } as Record<string, string>,
  },
  play: async ({ args, canvasElement, step }) => {
    const f = fields(canvasElement);
    await step('shows each payload-keyed message in red on its own field', async () => {
      for (const [input, text] of [
        [f.firstName, 'First Name is not accepted.'],
        [f.lastName, 'Last Name is not accepted.'],
        [f.email, m.emailTaken],
        [f.password, 'Password is too common.'],
      ] as const) {
        const message = await f.canvas.findByText(text);
        await expect(message).toBeVisible();
        await expect(getComputedStyle(message).color).toBe(DANGER);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(text);
        await waitFor(() => expect(getComputedStyle(input).borderTopColor).toBe(DANGER));
      }
      await expect(f.confirmPassword).not.toHaveAttribute('aria-invalid');
      await expect(f.canvas.queryByText('Middle Name is not accepted.')).not.toBeInTheDocument();
      // Focus goes to the first field the server names, so its message is read out.
      await expect(f.firstName).toHaveFocus();
    });
    await step('blocks the same values, then submits once every field concerned has changed', async () => {
      await userEvent.click(f.register);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      await userEvent.type(f.lastName, 'a');
      await userEvent.type(f.firstName, 'a');
      await userEvent.clear(f.email);
      await userEvent.type(f.email, 'maria.r@example.com');
      for (const input of [f.password, f.confirmPassword]) {
        await userEvent.clear(input);
        await userEvent.type(input, 'Nurse#2025');
      }
      await waitFor(() => expect(f.canvas.queryByText('Password is too common.')).not.toBeInTheDocument());
      await expect(f.canvas.queryByText(m.emailTaken)).not.toBeInTheDocument();
      await userEvent.click(f.register);
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...validRegistration,
          lastName: 'Riveraa',
          firstName: 'Mariaa',
          email: 'maria.r@example.com',
          password: 'Nurse#2025',
          confirmPassword: 'Nurse#2025',
        }),
      );
    });
  },
};

export const WithFooter: Story = {
  name: 'With footer',
  args: {
    footer: (
      <>
        <p>
          Already registered? <a href="#login">Login</a>
        </p>
        <p>If you have difficulty signing up, send your resume to careers@example.com.</p>
      </>
    ),
  },
  play: async ({ canvasElement, step }) => {
    await step('shows the footer under Register', async () => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '#login');
      await expect(canvas.getByText(/send your resume/)).toBeVisible();
    });
  },
};

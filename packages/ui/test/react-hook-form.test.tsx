import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Checkbox, DateField, NumberField, PasswordField, PhoneField, Select, TextField, Textarea } from '../src/index';
import { renderWithProvider } from './render';

interface Values {
  firstName: string;
  notes: string;
  phone: string;
  zip: string;
  password: string;
  agree: boolean;
  status: string;
}

const defaults: Values = { firstName: '', notes: '', phone: '+1 555', zip: '', password: '', agree: false, status: '' };

type Form = UseFormReturn<Values>;
let form: Form;
const keepForm = (instance: Form) => {
  form = instance;
};

function RegisteredForm({
  onSubmit,
  onForm = keepForm,
}: {
  onSubmit: (values: Values) => void;
  onForm?: (form: Form) => void;
}) {
  const instance = useForm<Values>({ defaultValues: defaults });
  useEffect(() => onForm(instance), [instance, onForm]);
  const { register, handleSubmit } = instance;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField label="First Name" trimmed {...register('firstName')} />
      <Textarea label="Notes" trimmed {...register('notes')} />
      <PhoneField label="Phone" {...register('phone')} />
      <NumberField label="ZIP code" {...register('zip')} />
      <PasswordField label="Password" {...register('password')} />
      <Checkbox label="I agree" {...register('agree')} />
      <Select
        label="Status"
        placeholder="Choose"
        options={[
          { value: 'lead', label: 'New Lead' },
          { value: 'offered', label: 'Offered' },
        ]}
        {...register('status')}
      />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('controls with react-hook-form register()', () => {
  it('submit sees trimmed text, reverted phone and digits, checkbox boolean, select value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProvider(<RegisteredForm onSubmit={onSubmit} />);

    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '  Mary   Ann ');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), ' Nights \n only ');
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('abc');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '02a1-34');
    await user.type(screen.getByLabelText('Password'), 'se cret');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Offered');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      firstName: 'Mary Ann',
      notes: 'Nights only',
      phone: '+1 555',
      zip: '02134',
      password: 'se cret',
      agree: true,
      status: 'offered',
    });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mary Ann');
  });

  it('the trimmed value reaches the form state on blur, before any submit', async () => {
    const user = userEvent.setup();
    renderWithProvider(<RegisteredForm onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), ' Jean  Luc ');
    expect(form.getValues('firstName')).toBe(' Jean  Luc ');
    await user.tab();
    expect(form.getValues('firstName')).toBe('Jean Luc');
  });

  it('a value set by reset() is the one an invalid edit reverts to', async () => {
    const user = userEvent.setup();
    renderWithProvider(<RegisteredForm onSubmit={vi.fn()} />);
    act(() => form.reset({ ...defaults, phone: '+44 20' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('+44 20');
    await user.type(phone, 'x');
    expect(phone).toHaveValue('+44 20');
    expect(form.getValues('phone')).toBe('+44 20');
    await user.type(phone, '7');
    expect(form.getValues('phone')).toBe('+44 207');
    await user.clear(phone);
    await user.paste('+1 (312) 555-0177');
    expect(phone).toHaveValue('+1 312 555 0177');
    expect(form.getValues('phone')).toBe('+1 312 555 0177');
  });
});

describe('controlled use', () => {
  function Controlled({ onValue }: { onValue: (value: string) => void }) {
    const [name, setName] = useState('');
    const [phone, setPhone] = useState('');
    return (
      <>
        <TextField
          label="Name"
          trimmed
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            onValue(event.target.value);
          }}
        />
        <PhoneField label="Phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
        <output data-testid="phone">{phone}</output>
      </>
    );
  }

  it('reports the trimmed value through onChange and keeps the reverted phone', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProvider(<Controlled onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' a  b ');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('a b');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('a b');

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1a2');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 2');
    expect(screen.getByTestId('phone')).toHaveTextContent('+1 2');
  });

  it('keeps a pasted number in the form it reads it as, in the state too', async () => {
    const user = userEvent.setup();
    renderWithProvider(<Controlled onValue={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Phone' }));
    await user.paste('(312) 555-0177');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('312 555 0177');
    expect(screen.getByTestId('phone')).toHaveTextContent('312 555 0177');
  });

  it('does not touch a value that is already normalised', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProvider(<Controlled onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'ab');
    await user.tab();
    expect(onValue.mock.calls.map(([value]) => value)).toEqual(['a', 'ab']);
  });
});

describe('DateField', () => {
  /** The text a person sees in the field (its `value` is the ISO date). */
  const shownText = (input: HTMLElement) =>
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.get!.call(input) as string;

  function DateForm({
    onSubmit,
    onForm,
  }: {
    onSubmit: (values: { born: string }) => void;
    onForm: (form: UseFormReturn<{ born: string }>) => void;
  }) {
    const instance = useForm<{ born: string }>({ defaultValues: { born: '1985-11-30' } });
    useEffect(() => onForm(instance), [instance, onForm]);
    return (
      <form onSubmit={instance.handleSubmit(onSubmit)} noValidate>
        <DateField label="Date of Birth" {...instance.register('born')} />
        <button type="submit">Submit</button>
      </form>
    );
  }

  it('shows US dates, puts the slashes in, and gives register() the ISO date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    let dateForm: UseFormReturn<{ born: string }> | undefined;
    renderWithProvider(
      <DateForm
        onSubmit={onSubmit}
        onForm={(instance) => {
          dateForm = instance;
        }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Date of Birth' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(shownText(input)).toBe('11/30/1985');
    expect(input).toHaveValue('1985-11-30');

    await user.clear(input);
    await user.type(input, '0412');
    expect(shownText(input)).toBe('04/12');
    expect(dateForm!.getValues('born')).toBe('04/12');
    await user.type(input, '1990');
    expect(shownText(input)).toBe('04/12/1990');
    expect(dateForm!.getValues('born')).toBe('1990-04-12');

    act(() => dateForm!.reset({ born: '2001-02-03' }));
    expect(shownText(screen.getByRole('textbox', { name: 'Date of Birth' }))).toBe('02/03/2001');

    await user.clear(input);
    await user.type(input, '2002-07-09');
    expect(shownText(input)).toBe('2002-07-09');
    await user.tab();
    expect(shownText(input)).toBe('07/09/2002');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ born: '2002-07-09' });

    await user.clear(input);
    await user.paste('1990-07-04');
    expect(shownText(input)).toBe('07/04/1990');
    expect(dateForm!.getValues('born')).toBe('1990-07-04');
  });

  it('a text that names no date is reported as it is, for validation to refuse', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProvider(<DateField label="Start" onChange={(event) => onValue(event.target.value)} />);
    await user.type(screen.getByRole('textbox', { name: 'Start' }), '02/30/2024');
    expect(onValue).toHaveBeenLastCalledWith('02/30/2024');
  });
});

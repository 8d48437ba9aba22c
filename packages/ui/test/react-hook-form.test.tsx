import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Checkbox, NumberField, PasswordField, PhoneField, Select, TextField, Textarea } from '../src/index';
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
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+12');
    expect(screen.getByTestId('phone')).toHaveTextContent('+12');
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

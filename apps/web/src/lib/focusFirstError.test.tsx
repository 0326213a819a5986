import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { useState } from 'react';
import { focusFirstError } from './focusFirstError';

function TwoFieldForm() {
  const form = useForm({
    initialValues: { name: 'Amina', phone: '', email: '' },
    validate: { phone: (value) => (value ? null : 'Enter a phone number.'), email: (value) => (value ? null : 'Enter an email.') },
  });
  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="Phone" {...form.getInputProps('phone')} />
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

/** A form the browser accepts whose phone the "server" refuses a moment later. */
function ServerRefusedForm() {
  const form = useForm({ initialValues: { phone: '+2348030000002' } });
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={form.onSubmit(() => {
        setSent(true);
        setTimeout(() => form.setFieldError('phone', 'This phone is already registered.'), 50);
      })}
      noValidate
    >
      <TextInput label="Phone" {...form.getInputProps('phone')} />
      <Button type="submit">{sent ? 'Sent' : 'Send'}</Button>
    </form>
  );
}

describe('errors in forms (issue 16)', () => {
  it('moves focus to a field the server refuses after the form was sent', async () => {
    renderWithProviders(<ServerRefusedForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription('This phone is already registered.');
  });

  it('moves focus to the first field in error on submit, and ties each error to its field', async () => {
    renderWithProviders(<TwoFieldForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a phone number.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email.');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves focus alone when nothing is wrong', () => {
    document.body.innerHTML = '<form><input aria-label="a" /></form>';
    expect(focusFirstError(document.body)).toBe(false);
    document.body.innerHTML = '<form><input aria-label="a" /><input aria-label="b" aria-invalid="true" /></form>';
    expect(focusFirstError(document.body)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('[aria-label="b"]'));
  });
});

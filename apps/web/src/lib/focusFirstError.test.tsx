import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
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

describe('errors in forms (issue 16)', () => {
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

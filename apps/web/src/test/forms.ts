import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types into the field with this label in one go (pasting), which keeps long forms' tests quick. */
export async function fillIn(label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A label at the start of the field's name (Mantine adds " *" to required ones). */
export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Picks an option of a select inside `scope`, from that select's own list (other selects' lists may stay mounted). */
export async function chooseOption(scope: HTMLElement, field: RegExp, option: string) {
  const box = within(scope).getByRole('combobox', { name: field });
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('no list')));
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

/** Clears the field with this label inside `scope` and types the text, key by key. */
export async function retype(scope: HTMLElement, field: string, text: string) {
  const input = within(scope).getByLabelText(label(field));
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

import { screen } from '@testing-library/react';
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

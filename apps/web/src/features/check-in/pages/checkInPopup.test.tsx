import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkInAnswer, MUSA, page, ROOM } from '../../../test/operations';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { CheckInPage } from './CheckInPage';

describe('after a check-in', { timeout: 30_000 }, () => {
  it("the success popup adds the next step and does not repeat the card's code or title", async () => {
    actAs('Operator');
    stubFetch((url, init) => {
      if (url.includes('/storage/v1/cooling-units/')) return { body: page([ROOM]) };
      if (url.includes('/user/v1/farmers/')) return { body: page([MUSA]) };
      if (url.includes('/operation/v1/check-ins/') && init.method === 'POST') return { status: 201, body: checkInAnswer() };
      return { status: 404 };
    });
    renderRoutes([{ path: '/', element: <CheckInPage /> }]);
    await screen.findByText('Free space in this room: 100 crates');
    await userEvent.click(screen.getByRole('switch', { name: /Walk-in customer/ }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Crop/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tomato', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm check-in' }));
    // The card: what happened, the code, the receipt.
    expect(await screen.findByTestId('movement-code')).toHaveTextContent('K7M2QX');
    const popup = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(popup).getByRole('status')).toHaveTextContent('Write the code on every crate and give the farmer the receipt.');
    expect(popup).not.toHaveTextContent('K7M2QX');
    expect(popup).not.toHaveTextContent(/checked in/i);
  });
});

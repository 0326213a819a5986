import { screen } from '@testing-library/react';
import { ApiError } from '../../lib/api';
import { renderWithProviders } from '../../test/render';
import { FormError } from './FormError';

describe('a form refusal', () => {
  it('says that the app is open at an address other than APP_PUBLIC_URL, naming both', () => {
    const refusal = new ApiError(400, 'app_address_mismatch', 'The invitation link starts with …', { urlOne: 'link_not_allowed' }, null, {
      app_public_url: 'https://cold.example.org',
      link_address: 'http://192.168.1.20:8080',
    });
    renderWithProviders(<FormError error={refusal} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('APP_PUBLIC_URL');
    expect(alert).toHaveTextContent('The app is open at http://192.168.1.20:8080');
    expect(alert).toHaveTextContent("the server's public address (APP_PUBLIC_URL) is https://cold.example.org");
    expect(alert).not.toHaveTextContent('Some of the information is not right');
  });
});

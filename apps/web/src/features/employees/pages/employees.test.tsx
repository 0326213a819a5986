import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillIn } from '../../../test/forms';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { AddEmployeePage } from './AddEmployeePage';
import { EmployeeDetailsPage } from './EmployeeDetailsPage';
import { RegisteredEmployeesPage } from './RegisteredEmployeesPage';

const colleague = { id: 4, userId: 40, firstName: 'Sade', lastName: 'Ade', email: 'sade@example.com', gender: null, phone: '+2348030000011', lastLogin: null, language: 'hi', companyId: 1 };
const routes = [
  { path: '/registered-employees', Component: RegisteredEmployeesPage },
  { path: '/add-employee', Component: AddEmployeePage },
  { path: '/details-registered-employee/:id', Component: EmployeeDetailsPage },
];

describe('registered employees', { timeout: 60_000 }, () => {
  beforeEach(() => actAs('Service Provider'));

  it('lists the company’s service providers and links to their details', async () => {
    stubFetch((url) => {
      if (url.includes('/service-provider-invite/')) return { body: [] };
      if (url.includes('/users/40/')) return { body: { id: 40, first_name: 'Sade', last_name: 'Ade', email: 'sade@example.com', gender: null, phone: '+2348030000011', last_login: null, language: 'hi', role: 'Service Provider', company: 1, parent_name: null } };
      return { body: { items: [colleague], total: 1, page: 1, page_size: 20 } };
    });
    renderRoutes(routes, ['/registered-employees']);
    await userEvent.click(await screen.findByRole('link', { name: /Sade Ade/ }));
    expect(await screen.findByRole('heading', { name: 'Sade Ade' })).toBeInTheDocument();
    expect(screen.getByText('sade@example.com')).toBeInTheDocument();
    expect(screen.getByText('हिन्दी')).toBeInTheDocument();
  });

  it('invites a colleague by SMS; an invalid email is caught first', async () => {
    const { calls } = stubFetch((_url, init) => (init.method === 'POST' ? { status: 201, body: {} } : { body: { id: 1, name: 'Green Cold' } }));
    const { router } = renderRoutes(routes, ['/add-employee']);
    await screen.findByRole('button', { name: 'Send the invitation' });
    await fillIn(/^Phone number/, '+91 98765 43210');
    await fillIn(/^Email/, 'sade@');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Enter a valid email, such as name@example.com.')).toBeInTheDocument();
    await fillIn(/^Email/, 'sade@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registered-employees'));
    const post = calls.find((call) => call.init.method === 'POST')!;
    expect(post.url).toBe('/api/user/v1/service-provider-invite/');
    expect(JSON.parse(String(post.init.body))).toMatchObject({ phone: '+919876543210', email: 'sade@example.com', urlOne: `${window.location.origin}/auth`, user_id: 1 });
  });
});

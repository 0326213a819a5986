import { screen } from '@testing-library/react';
import { renderRoutes, stubFetch } from '../../../test/render';
import { actAs } from '../../../test/sessions';
import { MANAGEMENT_CARDS } from '../cards';
import { ManagementPage } from './ManagementPage';

const message = (id: number, text: string, status = 'sent', extra: object = {}) => ({
  id, company: 1, to: '+2348035550101', text, kind: 'invitation', provider: 'outbox', status, attempts: 1,
  last_error: status === 'failed' ? 'Gateway said no' : null, provider_message_id: null, refused_reason: null,
  created_at: '2026-03-01T10:00:00Z', next_attempt_at: null, sent_at: null, ...extra,
});

describe('management hub', () => {
  it('gives service providers every people and company page, and the SMS sent with tappable own links', async () => {
    actAs('Service Provider');
    const own = `${window.location.origin}/auth?code=AAAA1111&phone=%2B2348035550101`;
    stubFetch((url) =>
      url.includes('/sms-outbox/')
        ? {
            body: {
              items: [
                message(1, `Join us: ${own} The link works.`),
                message(2, 'Visit https://elsewhere.example/x now', 'failed'),
                message(3, 'Receipt MV-7Q2 …', 'refused', { kind: 'receipt', refused_reason: 'subject_day', attempts: 12 }),
                message(4, 'Delivered one', 'sent', { provider: 'infobip', delivery_status: 'delivered', delivery_reason: null, delivery_status_at: '2026-03-01T10:05:00Z' }),
                message(5, 'Blocked one', 'sent', { provider: 'africastalking', delivery_status: 'failed', delivery_reason: 'UserInBlackList', delivery_status_at: '2026-03-01T10:06:00Z' }),
                message(6, 'Late one', 'sent', { provider: 'infobip', delivery_status: 'expired', delivery_reason: 'Message expired', delivery_status_at: '2026-03-03T10:00:00Z' }),
                message(7, 'No report yet', 'sent', { provider: 'infobip', delivery_status: null, delivery_reason: null, delivery_status_at: null }),
              ],
              total: 7,
              page: 1,
              page_size: 10,
            },
          }
        : { body: { id: 1, name: 'Green Cold' } },
    );
    renderRoutes([{ path: '/management', Component: ManagementPage }], ['/management']);
    await screen.findByRole('link', { name: /^Operators/ });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const card of MANAGEMENT_CARDS['Service Provider']!) expect(hrefs).toContain(card.path);
    expect(screen.getByRole('link', { name: /^Invite an operator/ })).toHaveAttribute('href', '/add-operators');
    expect(await screen.findByRole('link', { name: own })).toHaveAttribute('href', own);
    expect(screen.queryByRole('link', { name: /elsewhere/ })).toBeNull();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText(/Gateway said no/)).toBeInTheDocument();
    // A refused message says so, why, and how often it was tried.
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByText('Receipt')).toBeInTheDocument();
    expect(screen.getByText(/^Not sent: this message was already sent as often as allowed today\. \(12 tries\)$/)).toBeInTheDocument();
    // A sent message's delivery report: delivered, not delivered with the gateway's reason, or expired, with the time.
    const deliveries = screen.getAllByTestId('sms-delivery').map((line) => line.textContent);
    expect(deliveries).toHaveLength(3);
    expect(deliveries[0]).toMatch(/^Delivered · .*2026/);
    expect(deliveries[1]).toMatch(/^Not delivered: UserInBlackList · .*2026/);
    expect(deliveries[2]).toMatch(/^Expired: not delivered in time · .*2026/);
    const cards = screen.getAllByTestId('sms-message');
    expect(cards[6]).toHaveTextContent('No report yet');
    expect(cards[6]!.querySelector('[data-testid="sms-delivery"]')).toBeNull();
  });

  it('gives operators their farmer pages and no SMS list', async () => {
    actAs('Operator');
    const { calls } = stubFetch(() => ({ body: { id: 1, name: 'Green Cold' } }));
    renderRoutes([{ path: '/management', Component: ManagementPage }], ['/management']);
    expect(await screen.findByRole('link', { name: /^Register a farmer/ })).toHaveAttribute('href', '/add-farmer');
    expect(screen.queryByRole('link', { name: /^Operators/ })).toBeNull();
    expect(screen.queryByText('Text messages sent')).toBeNull();
    expect(calls.some((call) => call.url.includes('sms-outbox'))).toBe(false);
  });
});

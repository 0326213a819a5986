import type { PublicCertificate } from '@coldroom/contract';
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, vi } from 'vitest';
import { storeLanguage } from '../../../lib/storage';
import { renderRoutes, stubFetch } from '../../../test/render';
import { CertificatePage } from './CertificatePage';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const certificate: PublicCertificate = {
  status: 'in_store',
  code: 'K7QX2M',
  revoked_at: null,
  pdf_url: `/api/public/certificates/${TOKEN}/pdf`,
  facts: {
    code: 'K7QX2M',
    crop_id: 'tomato',
    crop_name: 'Tomato',
    farmer_initials: 'A. B.',
    company: 'Demo Cold Rooms',
    room: 'Dawanau Room A',
    checked_in_on: '2026-11-20',
    checked_out_on: null,
    crates_in: 30,
    weight_in_kg: 660,
    crates_now: 30,
    weight_now_kg: 660,
    temperature: { range_c: { min: 8, max: 13 }, minutes_above: 90, minutes_below: 0, minutes_stored: 4000, minutes_covered: 3900, peak: { temperature_c: 14.5, direction: 'high', date: '2026-11-21' }, alerts: 1 },
  },
};

function open(answer: { status?: number; body?: unknown }, url = `/c/${TOKEN}`) {
  const { calls } = stubFetch((address) => (address.includes(`/public/certificates/${TOKEN}`) ? answer : { status: 404 }));
  renderRoutes(
    [
      { path: '/c/:token', element: <CertificatePage /> },
      { path: '/c/:token/:crate', element: <CertificatePage /> },
    ],
    [url],
  );
  return calls;
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await i18n.changeLanguage('en');
});

describe('the public certificate page', () => {
  it('shows the lot’s code, crop, initials, quantities and temperature record', async () => {
    open({ body: certificate });
    expect(await screen.findByTestId('certificate-code')).toHaveTextContent('K7QX2M');
    expect(screen.getByText('Still in store')).toBeInTheDocument();
    expect(screen.getByText('A. B.')).toBeInTheDocument();
    expect(screen.getByText(/Tomato/)).toBeInTheDocument();
    expect(screen.getByText('Dawanau Room A')).toBeInTheDocument();
    expect(screen.getByText('1 h 30 min')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /signed PDF/ })).toHaveAttribute('href', expect.stringContaining(`/public/certificates/${TOKEN}/pdf`));
  });

  it('names the crate when opened from a crate’s label, and nothing for a place the lot never had', async () => {
    open({ body: certificate }, `/c/${TOKEN}/3`);
    expect(await screen.findByTestId('certificate-crate')).toHaveTextContent('Crate 3 of 30');
  });

  it('ignores a crate place beyond the lot', async () => {
    open({ body: certificate }, `/c/${TOKEN}/31`);
    expect(await screen.findByTestId('certificate-code')).toHaveTextContent('K7QX2M');
    expect(screen.queryByTestId('certificate-crate')).toBeNull();
  });

  it('follows the phone’s language on a first visit, and a language chosen before wins', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['or-IN', 'en-US']);
    open({ body: certificate });
    await waitFor(() => expect(i18n.language).toBe('or'));
  });

  it('keeps a language chosen before, whatever the phone prefers', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['or-IN']);
    storeLanguage('en');
    open({ body: certificate });
    expect(await screen.findByTestId('certificate-code')).toHaveTextContent('K7QX2M');
    expect(i18n.language).toBe('en');
  });

  it('says revoked, without the lot’s facts', async () => {
    open({ body: { ...certificate, status: 'revoked', revoked_at: '2026-11-22T10:00:00.000Z', facts: null } });
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText(/has revoked this certificate/)).toBeInTheDocument();
    expect(screen.queryByText('Dawanau Room A')).toBeNull();
    expect(screen.queryByRole('link', { name: /signed PDF/ })).toBeNull();
  });

  it('says there is no certificate for an unknown token', async () => {
    open({ status: 404, body: { error: { code: 'not_found', message: 'The certificate was not found.' } } });
    expect(await screen.findByTestId('certificate-missing')).toHaveTextContent('There is no certificate at this address');
  });
});

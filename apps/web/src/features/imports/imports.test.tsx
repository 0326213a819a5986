import type { Import, ImportRow, StartChecklist as Checklist } from '@coldroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, renderWithProviders, stubFetch } from '../../test/render';
import { actAs } from '../../test/sessions';
import { StartChecklist } from '../home/components/StartChecklist';
import { ImportProgress } from './components/ImportProgress';
import { MappingForm } from './components/MappingForm';
import { PreviewList } from './components/PreviewList';
import { ImportPage } from './pages/ImportPage';

const IMPORT: Import = {
  id: 7,
  kind: 'farmers',
  status: 'preview',
  file_name: 'farmers.csv',
  headers: ['Name', 'Mobile', 'Sex'],
  mapping: { first_name: 0, phone: 1, gender: 2 },
  total: 3,
  valid: 1,
  unchanged: 0,
  rejected: 2,
  applied: 0,
  welcome_sms: false,
  created_at: '2026-11-28T08:00:00Z',
  finished_at: null,
};
const ROWS: ImportRow[] = [
  { row: 3, status: 'rejected', values: { first_name: 'Bola' }, problems: [{ field: 'phone', code: 'bad_phone' }] },
  { row: 4, status: 'rejected', values: { first_name: 'Chidi', phone: '+2348030000101' }, problems: [{ field: 'phone', code: 'duplicate_in_file', row: 2 }] },
];

describe('mapping', () => {
  it('lists every field of the kind with the file’s columns and sends the new mapping', async () => {
    const onApply = vi.fn();
    // Looked up inside the form: in the whole suite another file's leftovers may carry the same labels.
    const { container } = renderWithProviders(<MappingForm kind="farmers" headers={IMPORT.headers} mapping={IMPORT.mapping} onApply={onApply} />);
    const form = within(container);
    const apply = form.getByRole('button', { name: 'Check the rows again with these columns' });
    expect(apply).toBeDisabled();
    expect(form.getAllByLabelText(/^Phone/)[0]!).toHaveValue('Mobile');
    expect(form.getAllByLabelText('Village')[0]!).toHaveValue('Not in the file');
    const village = form.getAllByLabelText('Village')[0]!;
    await userEvent.click(village);
    await waitFor(() => expect(village.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(village.getAttribute('aria-controls')!)!;
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sex', hidden: true }));
    await userEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ first_name: 0, phone: 1, village: 2 }));
  });
});

describe('preview', () => {
  it('shows each rejected row with its problems in words, named by the file’s own headers', () => {
    renderWithProviders(<PreviewList imp={IMPORT} rows={ROWS} total={2} page={1} pageSize={50} filter="rejected" onFilter={() => {}} onPage={() => {}} />);
    const row3 = screen.getByText('Row 3').closest('li')!;
    expect(within(row3).getByText('Mobile: not a valid phone number')).toBeInTheDocument();
    expect(within(row3).getByText('Rejected')).toBeInTheDocument();
    const row4 = screen.getByText('Row 4').closest('li')!;
    expect(within(row4).getByText('Mobile: the same as row 2 of this file')).toBeInTheDocument();
  });
});

describe('progress', () => {
  it('shows rows written of the valid ones, then what was done', () => {
    const { unmount } = renderWithProviders(<ImportProgress imp={{ ...IMPORT, status: 'running', valid: 200, applied: 50 }} />);
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('50 of 200 rows imported')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ImportProgress imp={{ ...IMPORT, status: 'done', valid: 200, applied: 198, unchanged: 2, rejected: 2 }} />);
    expect(screen.getByText('198 imported, 2 already there, 2 rejected.')).toBeInTheDocument();
  });
});

describe('the import page', () => {
  it('uploads, previews, imports with progress, and explains a refused file', async () => {
    actAs('Service Provider');
    let state: Import = IMPORT;
    let polls = 0;
    const stub = stubFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (method === 'POST' && url.endsWith('/imports/')) {
        const form = init.body as FormData;
        if ((form.get('file') as File).name === 'bad.csv') return { status: 400, body: { error: { code: 'file_not_readable', message: 'x', fields: { file: 'not_text' } } } };
        return { status: 201, body: state };
      }
      if (url.includes('/imports/7/rows/')) return { body: { items: ROWS, total: 2, page: 1, page_size: 50 } };
      if (method === 'POST' && url.includes('/imports/7/start/')) {
        state = { ...IMPORT, status: 'running', applied: 0 };
        return { status: 202, body: state };
      }
      if (url.endsWith('/imports/7/')) {
        polls += 1;
        if (polls > 1) state = { ...IMPORT, status: 'done', applied: 1, finished_at: '2026-11-28T08:01:00Z' };
        return { body: state };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
    });
    renderRoutes([{ path: '/', element: <ImportPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Import from a spreadsheet' })).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['\u0000\u0001'], 'bad.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a CSV or Excel file');

    await userEvent.upload(input, new File(['Name,Mobile,Sex\n'], 'farmers.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Read the file' }));
    expect(await screen.findByText('Mobile: not a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Rejected: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /welcome SMS/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Import the rows (1)' }));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    const start = stub.calls.find((call) => call.url.includes('/start/'))!;
    expect(JSON.parse(String(start.init.body))).toEqual({ welcome_sms: true });
    await waitFor(() => expect(screen.getByText('1 imported, 0 already there, 2 rejected.')).toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Download the rejected rows' })).toBeInTheDocument();
  });
});

describe('the start checklist', () => {
  const CHECKLIST: Checklist = {
    show: true,
    dismissed: false,
    items: [
      { key: 'location', done: true },
      { key: 'room', done: false },
      { key: 'operator', done: false },
      { key: 'farmers', done: false },
      { key: 'check_in', done: false },
    ],
  };
  it('links every item, ticks done ones, and hides when dismissed', async () => {
    actAs('Service Provider');
    let dismissed = false;
    stubFetch((url, init) => {
      if (url.includes('/start-checklist/dismiss/') && init.method === 'POST') {
        dismissed = true;
        return { body: { ...CHECKLIST, show: false, dismissed: true } };
      }
      if (url.includes('/start-checklist/')) return { body: dismissed ? { ...CHECKLIST, show: false, dismissed: true } : CHECKLIST };
      return { status: 404, body: { error: { code: 'not_found', message: 'absent' } } };
    });
    renderRoutes([{ path: '/', element: <StartChecklist /> }]);
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a location' })).toHaveAttribute('href', '/add-location');
    expect(screen.getByRole('link', { name: 'Add or import farmers' })).toHaveAttribute('href', '/import');
    expect(screen.getByRole('progressbar', { name: '1 of 5 steps done' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide this list' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument());
  });
});

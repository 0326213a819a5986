import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../test/renderPage';
import { KnowledgeContentPage } from './KnowledgeContentPage';
import { KnowledgeHubPage } from './KnowledgeHubPage';

describe('knowledge hub', () => {
  it('has a card per topic with its summary, the tools and the information pages', async () => {
    renderPage(KnowledgeHubPage, '/knowledge-hub');
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge hub' })).toBeInTheDocument();
    const topics = screen.getByRole('region', { name: 'Storing produce well' });
    const table = await within(topics).findByRole('link', { name: /Crop storage table/ });
    expect(table).toHaveAttribute('href', '/table');
    expect(table).toHaveTextContent('which crops should not share a room');
    for (const path of ['/cooling', '/quality', '/optimal', '/sensors', '/tips', '/response']) {
      expect(await within(topics).findByRole('link', { name: (_, el) => el.getAttribute('href') === path })).toBeInTheDocument();
    }
    const tools = screen.getByRole('region', { name: 'Try and learn' });
    expect(within(tools).getByRole('link', { name: /How long produce keeps/ })).toHaveAttribute('href', '/model');
    expect(within(tools).getByRole('link', { name: /How to use Coldroom/ })).toHaveAttribute('href', '/slider-tutorial');
    const info = screen.getByRole('region', { name: 'Information' });
    expect(within(info).getAllByRole('link')).toHaveLength(8);
    expect(within(info).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});

describe('knowledge content page', () => {
  it('shows the topic of its path, with the next topic', async () => {
    renderPage(KnowledgeContentPage, '/cooling');
    expect(await screen.findByRole('heading', { level: 1, name: 'How cold storage works and why it pays' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Knowledge hub' })).toHaveAttribute('href', '/knowledge-hub');
    expect(await screen.findByRole('link', { name: /Next topic/ })).toHaveAttribute('href', '/quality');
  });

  it('shows formulas readably, with subscripts', async () => {
    renderPage(KnowledgeContentPage, '/methodology');
    expect(await screen.findByRole('heading', { level: 1, name: 'How the numbers are calculated' })).toBeInTheDocument();
    const threshold = screen.getByText((_, el) => el?.tagName === 'LI' && el.textContent === 'qth = 20 · exp(k(30 °C) · 0.5)');
    expect(threshold.querySelector('sub')).toHaveTextContent('th');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('fills the support address into information pages and links the other ones', async () => {
    renderPage(KnowledgeContentPage, '/about');
    expect(await screen.findByText(/write to support@coldroom\.example\.org/)).toBeInTheDocument();
    expect(screen.queryByText(/\{supportEmail\}/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it('groups the FAQ by role and searches questions and answers', async () => {
    renderPage(KnowledgeContentPage, '/faq');
    expect(await screen.findByRole('heading', { level: 2, name: 'For farmers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For operators' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'For operators' }));
    expect(screen.queryByRole('heading', { level: 2, name: 'For farmers' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    const search = screen.getByLabelText('Search the questions');
    await userEvent.click(search);
    await userEvent.paste('password');
    // While searching, the matching answers are open and the words marked.
    await vi.waitFor(() => expect(document.querySelectorAll('mark').length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(Array.from(document.querySelectorAll('mark'), (m) => m.textContent?.toLowerCase())).toContain('password');
    expect(screen.queryByText('How do I store my produce in a cold room?')).toBeNull();
    await userEvent.paste(' xyzzy');
    expect(await screen.findByText('No question matches your search. Try another word.')).toBeInTheDocument();
  });
});

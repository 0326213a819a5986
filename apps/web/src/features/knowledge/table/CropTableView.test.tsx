import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CROPS } from '@coldroom/domain';
import { KnowledgeContentPage } from '../pages/KnowledgeContentPage';
import { renderPage, useLaptopWidth } from '../test/renderPage';

const shownIds = () => Array.from(document.querySelectorAll('[data-crop]'), (el) => el.getAttribute('data-crop'));
const knownCrops = CROPS.filter((c) => !c.id.startsWith('other-'));

describe('crop storage table (phone: a card per crop)', { timeout: 30_000 }, () => {
  it('shows every crop with its values, the legend and the crops that should not share a room', async () => {
    renderPage(KnowledgeContentPage, '/table');
    // Text and label queries: role queries are slow on a page of 74 cards.
    expect(await screen.findByText('Crop storage table', { selector: 'h1' })).toBeInTheDocument();
    expect(shownIds()).toHaveLength(knownCrops.length);
    const tomato = document.querySelector('[data-crop="tomato"]') as HTMLElement;
    expect(within(tomato).getByText('Tomato', { selector: 'h3' })).toBeInTheDocument();
    expect(within(tomato).getByText('Vegetable')).toBeInTheDocument();
    expect(tomato.querySelector('[data-column="temperature"]')).toHaveTextContent(/^8\s?–\s?13°C$/);
    expect(tomato.querySelector('[data-column="storageLife"]')).toHaveTextContent('7–21 days');
    expect(tomato.querySelector('[data-column="ethyleneProduction"]')).toHaveTextContent('Low');
    expect(screen.getByText('Crops that should not share a room', { selector: 'h2' })).toBeInTheDocument();
    // Conflict groups name catalogue crops in the reader's language.
    expect(screen.getAllByText('Bell pepper (capsicum)').length).toBeGreaterThan(1);
    expect(screen.getByText('Ethylene levels', { selector: 'h2' })).toBeInTheDocument();
  });

  it('searches by name and says when nothing matches', async () => {
    renderPage(KnowledgeContentPage, '/table');
    const search = await screen.findByLabelText('Find a crop');
    await userEvent.click(search);
    await userEvent.paste('melon');
    await vi.waitFor(() => expect(shownIds().sort()).toEqual(['muskmelon', 'watermelon']), { timeout: 10_000 });
    expect(screen.getByText(`2 of ${knownCrops.length} crops`)).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.paste('durian');
    expect(await screen.findByText(/No crop matches “durian”/)).toBeInTheDocument();
    expect(shownIds()).toEqual([]);
  });

  it('sorts by storage life with the sort picker, and reverses', async () => {
    renderPage(KnowledgeContentPage, '/table');
    await userEvent.selectOptions(await screen.findByLabelText('Sort by'), 'storageLife');
    const ascending = knownCrops
      .filter((c) => c.storage_life_days)
      .map((c) => c.storage_life_days!.min)
      .sort((a, b) => a - b);
    const shownMins = () =>
      shownIds()
        .map((id) => knownCrops.find((c) => c.id === id)!.storage_life_days?.min)
        .filter((min) => min !== undefined);
    await vi.waitFor(() => expect(shownMins()).toEqual(ascending), { timeout: 10_000 });
    expect(shownIds()[0]).toBe('raspberry');
    await userEvent.click(screen.getByLabelText(/Low to high/));
    await vi.waitFor(() => expect(shownMins()).toEqual([...ascending].reverse()), { timeout: 10_000 });
    expect(screen.getByLabelText(/High to low/)).toBeInTheDocument();
  });
});

describe('crop storage table (laptop: a table)', { timeout: 30_000 }, () => {
  it('sorts by any column from its heading, and marks the sorted column', async () => {
    useLaptopWidth();
    renderPage(KnowledgeContentPage, '/table');
    const table = await screen.findByRole('table');
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    const header = within(table).getByRole('columnheader', { name: /Storage life/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(shownIds()[0]).toBe('raspberry');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const longest = Math.max(...knownCrops.map((c) => c.storage_life_days?.min ?? 0));
    expect(knownCrops.find((c) => c.id === shownIds()[0])!.storage_life_days!.min).toBe(longest);

    const nameHeader = within(table).getByRole('columnheader', { name: /Crop/ });
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(header).not.toHaveAttribute('aria-sort');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('African star apple');
  });
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComicPage, TutorialPage } from '../content';
import comic from '../content/en/slider-comic.json';
import tutorial from '../content/en/slider-tutorial.json';
import { SCENES } from '../comic/scenes';
import { ILLUSTRATIONS } from '../tutorial/illustrations';
import { actAs } from '../../../test/sessions';
import { renderPage } from '../test/renderPage';
import { SliderComicPage } from './SliderComicPage';
import { SliderTutorialPage } from './SliderTutorialPage';

const current = () => screen.getByRole('group', { name: /^\d+ of \d+$/, hidden: false });

describe('tutorial', () => {
  it('lets a visitor pick any role’s tour, and moves with buttons, dots and arrow keys', async () => {
    actAs(null);
    renderPage(SliderTutorialPage, '/slider-tutorial');
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 5');
    expect(current()).toHaveTextContent('Welcome to Coldroom');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(current()).toHaveAccessibleName('2 of 5');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('3 of 5');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 5' }));
    expect(current()).toHaveTextContent('Sign in for more');
    expect(screen.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show the tour for' }), 'operator');
    expect(current()).toHaveAccessibleName('1 of 6');
    expect(current()).toHaveTextContent('Check produce in');
  });

  it('shows a logged-in user the tour of their own role, without a picker', async () => {
    actAs('Service Provider');
    renderPage(SliderTutorialPage, '/slider-tutorial');
    expect(await screen.findByRole('heading', { level: 2, name: 'Set up your company' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Show the tour for' })).toBeNull();
  });

  it('has a drawing for every slide of every track', () => {
    const ids = (tutorial as TutorialPage).tracks.flatMap((track) => track.slides.map((slide) => slide.illustration));
    expect(ids.filter((id) => !ILLUSTRATIONS[id])).toEqual([]);
  });
});

describe('comic', () => {
  it('has an SVG scene for every panel', () => {
    const sceneIds = (comic as ComicPage).panels.map((panel) => panel.sceneId);
    expect(sceneIds.filter((id) => !SCENES[id])).toEqual([]);
  });

  it('tells the story panel by panel, with the speakers’ names', async () => {
    renderPage(SliderComicPage, '/slider-comic');
    expect(await screen.findByRole('heading', { level: 1, name: "Amina's tomatoes" })).toBeInTheDocument();
    expect(current()).toHaveTextContent('Amina harvests her tomatoes early');
    expect(current()).toHaveTextContent('Tunde:');
    expect(current().querySelector('svg')).not.toBeNull();
    // A swipe to the left is "next"; a mostly vertical move is left to scrolling.
    const track = current().parentElement!;
    const swipe = (dx: number, dy: number) => {
      fireEvent.pointerDown(track, { pointerId: 1, clientX: 200, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerMove(track, { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy, pointerType: 'touch' });
      fireEvent.pointerUp(track, { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy, pointerType: 'touch' });
    };
    swipe(-120, 5);
    expect(current()).toHaveAccessibleName('2 of 8');
    swipe(-20, 150);
    expect(current()).toHaveAccessibleName('2 of 8');
    swipe(120, 0);
    expect(current()).toHaveAccessibleName('1 of 8');
    for (let i = 0; i < 7; i += 1) fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('8 of 8');
    expect(current()).toHaveTextContent('Mama Ngozi:');
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/knowledge-hub');
  });
});

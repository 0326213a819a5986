import { useId as mantineUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantineUseId';

/** Renders two components that take an id from `hook`, and counts each one's draws. */
function drawsWith(hook: (staticId?: string) => string) {
  const draws: Record<string, number> = {};
  const ids: Record<string, string[]> = {};
  function Field({ name, staticId }: { name: string; staticId?: string }) {
    const id = hook(staticId);
    draws[name] = (draws[name] ?? 0) + 1;
    (ids[name] ??= []).push(id);
    return <input id={id} aria-label={name} />;
  }
  let redraw = () => undefined as void;
  function Page() {
    const [count, setCount] = useState(0);
    redraw = () => setCount((value) => value + 1);
    return (
      <>
        <Field name="weight" />
        <Field name="crates" />
        <Field name="farmer" staticId="farmer-search" />
        <span>{count}</span>
      </>
    );
  }
  const view = render(<Page />);
  return { draws, ids, view, redraw: () => redraw() };
}

describe('the id hook the built app gives Mantine (issue 25)', () => {
  it('draws a component once on mount, where Mantine’s own hook draws it twice', () => {
    expect(drawsWith(useId).draws).toEqual({ weight: 1, crates: 1, farmer: 1 });
    // The published hook sets a random id in a layout effect: a second draw of each component at once.
    expect(drawsWith(mantineUseId).draws).toEqual({ weight: 2, crates: 2, farmer: 2 });
  });

  it('gives each component its own id, the same on every draw, valid in a CSS selector, and honours a given id', async () => {
    const { ids, view, redraw } = drawsWith(useId);
    const { act } = await import('@testing-library/react');
    act(() => redraw());
    expect(new Set(ids.weight)).toHaveLength(1);
    expect(new Set(ids.crates)).toHaveLength(1);
    expect(ids.weight![0]).not.toBe(ids.crates![0]);
    expect(ids.weight![0]).toMatch(/^mantine-[A-Za-z0-9_-]+$/);
    expect(ids.farmer).toEqual(['farmer-search', 'farmer-search']);
    for (const id of [ids.weight![0]!, ids.crates![0]!]) expect(view.container.querySelector(`#${id}`)).not.toBeNull();
  });
});

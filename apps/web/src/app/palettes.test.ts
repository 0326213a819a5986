import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  mergeMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { contrastRatio, LOOKS, type Look } from './palettes';
import { cssVariablesResolverFor, themeFor } from './theme';

// Issue 16: every foreground/background pair the app draws, computed from the CSS variables Mantine
// writes for each look. AA: 4.5:1 for text, 3:1 for boundaries of controls and status colours. The
// high-contrast look asks 7:1 (AAA) for text and 4.5:1 for boundaries.

const COLOURS_IN_USE = ['cyan', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'gray'];
const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default'] as const;
const NEEDS: Record<Look, { text: number; boundary: number }> = {
  standard: { text: 4.5, boundary: 3 },
  highContrast: { text: 7, boundary: 4.5 },
};

function cssOf(look: Look) {
  const theme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, themeFor(look));
  const base = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolverFor(look)(theme);
  const variables: Record<string, string> = { ...base.variables, ...base.light, ...ours.variables, ...ours.light };
  /** A colour as #rrggbb, following var(--…) references; a translucent one is laid over the white page. */
  const resolve = (value: string): string => {
    let current = value.trim();
    for (let depth = 0; depth < 10; depth++) {
      const reference = /^var\((--[\w-]+)\)$/.exec(current);
      if (!reference) break;
      const next = variables[reference[1]!];
      if (next === undefined) throw new Error(`no CSS variable ${reference[1]}`);
      current = next.trim();
    }
    const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(current);
    if (rgba) {
      const [r, g, b, alpha] = rgba.slice(1).map(Number) as [number, number, number, number];
      current = `#${[r, g, b].map((channel) => Math.round(channel * alpha + 255 * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
    }
    if (/^#[0-9a-f]{3}$/i.test(current)) current = `#${[...current.slice(1)].map((c) => c + c).join('')}`;
    if (!/^#[0-9a-f]{6}$/i.test(current)) throw new Error(`not a plain colour: ${value} → ${current}`);
    return current.toLowerCase();
  };
  return { theme, resolve };
}

describe.each(LOOKS)('contrast in the %s look', (look) => {
  const { theme, resolve } = cssOf(look);
  const need = NEEDS[look];
  const body = resolve('var(--mantine-color-body)');
  const expectRatio = (what: string, foreground: string, background: string, min: number) => {
    const ratio = contrastRatio(resolve(foreground), resolve(background));
    expect(ratio, `${what}: ${ratio.toFixed(2)}:1, needs ${min}:1`).toBeGreaterThanOrEqual(min);
  };

  it('has a white page', () => {
    expect(body).toBe('#ffffff');
  });

  it.each([
    ['text', 'var(--mantine-color-text)'],
    ['dimmed text', 'var(--mantine-color-dimmed)'],
    ['links', 'var(--mantine-color-anchor)'],
    ['error messages', 'var(--mantine-color-error)'],
    ['the bottom bar tab', 'var(--mantine-color-gray-7)'],
  ])('%s on the page, on grey and on the primary light background', (what, colour) => {
    for (const background of ['var(--mantine-color-body)', 'var(--mantine-color-gray-0)', 'var(--mantine-color-gray-1)', 'var(--mantine-primary-color-light)']) {
      expectRatio(`${what} on ${background}`, colour, background, need.text);
    }
  });

  it('placeholders meet 4.5:1', () => {
    expectRatio('placeholder', 'var(--mantine-color-placeholder)', 'var(--mantine-color-body)', 4.5);
  });

  it('boundaries of inputs, checkboxes and radios (grey 4) and the default border', () => {
    expectRatio('input border', 'var(--mantine-color-gray-4)', 'var(--mantine-color-body)', need.boundary);
    expectRatio('default border', 'var(--mantine-color-default-border)', 'var(--mantine-color-body)', need.boundary);
  });

  it.each(COLOURS_IN_USE)('%s: text of every button and badge variant on its background, and hovered', (colour) => {
    for (const variant of VARIANTS) {
      const colours = defaultVariantColorsResolver({ color: colour, theme, variant, autoContrast: theme.autoContrast });
      for (const [state, background] of [['', colours.background], [' hovered', colours.hover]] as const) {
        const behind = background === 'transparent' ? body : background;
        expectRatio(`${colour} ${variant}${state}`, colours.color, behind, need.text);
      }
    }
  });

  it.each(COLOURS_IN_USE)('%s: coloured text (c="%s") on the page and in its light alert', (colour) => {
    expectRatio(`${colour} text`, `var(--mantine-color-${colour}-text)`, 'var(--mantine-color-body)', need.text);
    expectRatio(`${colour} light colour`, `var(--mantine-color-${colour}-light-color)`, `var(--mantine-color-${colour}-light)`, need.text);
  });

  it('the shades the app names as text (teal.8, teal.9, red.8, orange.9) on the page', () => {
    for (const shade of ['teal-8', 'teal-9', 'red-8', 'orange-9']) expectRatio(shade, `var(--mantine-color-${shade})`, 'var(--mantine-color-body)', need.text);
  });

  it('the time-to-pick-up badges (red, amber, green) stand out from the page at 3:1 and carry text at 4.5:1', () => {
    for (const colour of ['red', 'orange', 'green']) {
      const colours = defaultVariantColorsResolver({ color: colour, theme, variant: 'filled', autoContrast: theme.autoContrast });
      expectRatio(`${colour} badge on the page`, colours.background, 'var(--mantine-color-body)', 3);
      expectRatio(`${colour} badge text`, colours.color, colours.background, 4.5);
    }
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Mantine's default dimmed grey on white, which fails AA.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(4.54, 2);
  });
});

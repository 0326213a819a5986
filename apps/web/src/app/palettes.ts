import type { MantineColorsTuple } from '@mantine/core';

/**
 * Colours tuned for contrast (WCAG 2.2 AA, issue 16). Mantine's defaults fail it: dimmed text (grey 6) is
 * 3.3:1 on white, placeholders 2.1:1, input borders 1.5:1, and filled buttons at shade 6 or 8 are under
 * 4.5:1 with white text in most colours. These tuples keep Mantine's light shades (0–5, backgrounds) and
 * darken the rest, keeping each hue:
 *
 * - shade 6: 3.4:1 or more on white (icons, boundaries of controls, large text);
 * - shade 7: 4.9:1 or more (text);
 * - shade 8: 6.2:1 or more (filled buttons and badges, coloured text: the standard look's primary shade);
 * - shade 9: 9:1 or more (text on the light variants' shade-1 backgrounds, 7:1 there; the high-contrast look's shade).
 *
 * Greys: 4 is the border of inputs, checkboxes and radios (3.3:1), 5 the placeholder (4.8:1), 6 dimmed text
 * (5.9:1). The high-contrast look moves every dark shade a step darker, so card borders and dividers
 * (grey 3) become visible boundaries, dimmed text reaches 10:1 and filled buttons 12:1.
 * `palettes.test.ts` computes every pair from the CSS variables Mantine writes.
 */
export type Look = 'standard' | 'highContrast';
export const LOOKS: readonly Look[] = ['standard', 'highContrast'];

const tuple = (...shades: string[]) => shades as unknown as MantineColorsTuple;

const COLOURS = {
  cyan: tuple('#e3fafc', '#c5f6fa', '#99e9f2', '#66d9e8', '#3bc9db', '#22b8cf', '#1398ab', '#0d7c8d', '#0a6a7a', '#07505d'),
  red: tuple('#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa4b4b', '#e01111', '#be1d1d', '#8c1e1e'),
  orange: tuple('#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#e16702', '#bd4f05', '#a74009', '#832c09'),
  yellow: tuple('#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#b78104', '#9c6500', '#8d5200', '#713a00'),
  green: tuple('#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#349e47', '#288037', '#216f30', '#1a5325'),
  teal: tuple('#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0f9e73', '#09805c', '#076e4f', '#06533b'),
  blue: tuple('#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6', '#1a73c3', '#1662a9', '#124a7f'),
};

/** Shade 9 of each colour a step darker again (12:1 on white), for the high-contrast look. */
const DARKEST: Record<keyof typeof COLOURS, string> = {
  cyan: '#053c46',
  red: '#6a1717',
  orange: '#622107',
  yellow: '#552c00',
  green: '#133e1c',
  teal: '#043e2c',
  blue: '#0d375f',
};

/** The high-contrast look: light shades kept, every dark shade moved one step darker. */
function darker(colour: keyof typeof COLOURS): MantineColorsTuple {
  const shades = COLOURS[colour];
  return tuple(...shades.slice(0, 6), shades[7], shades[8], shades[9], DARKEST[colour]);
}

const GREYS: Record<Look, MantineColorsTuple> = {
  standard: tuple('#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#7d8994', '#67717b', '#5b636b', '#495057', '#343a40', '#212529'),
  highContrast: tuple('#f8f9fa', '#f1f3f5', '#e9ecef', '#7d8994', '#67717b', '#5b636b', '#3d444b', '#2b3035', '#1d2125', '#000000'),
};

/** The colours of a look: Mantine's other colours (pink, violet, …) are not used by the app and keep their defaults. */
export function paletteFor(look: Look): Record<string, MantineColorsTuple> {
  if (look === 'standard') return { ...COLOURS, gray: GREYS.standard };
  const names = Object.keys(COLOURS) as (keyof typeof COLOURS)[];
  return { ...Object.fromEntries(names.map((name) => [name, darker(name)])), gray: GREYS.highContrast };
}

/** The primary colour's shade for filled buttons, anchors and outlines. */
export const PRIMARY_SHADE: Record<Look, 8 | 9> = { standard: 8, highContrast: 9 };

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

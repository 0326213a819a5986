import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { PRIMARY_SHADE, paletteFor, type Look } from './palettes';

/** Noto covers Latin plus the Devanagari, Odia and Gujarati scripts, so every language renders on any phone. */
const FONT = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Oriya', 'Noto Sans Gujarati', 'Noto Sans Arabic', system-ui, sans-serif";

/** The app's theme in a look (issue 16): both meet WCAG 2.2 AA; the high-contrast one is for bright sun. */
export function themeFor(look: Look): MantineThemeOverride {
  const highContrast = look === 'highContrast';
  return createTheme({
    primaryColor: 'cyan',
    primaryShade: PRIMARY_SHADE[look],
    colors: paletteFor(look),
    black: highContrast ? '#000000' : '#1a1b1e',
    // Filled buttons and badges pick black or white text, whichever contrasts more with their colour.
    autoContrast: true,
    luminanceThreshold: 0.179,
    fontFamily: FONT,
    headings: { fontFamily: FONT, fontWeight: highContrast ? '700' : '600' },
    defaultRadius: 'md',
    // A phone set to reduce motion gets no sliding or fading popups, menus and toasts (WCAG 2.3.3).
    respectReducedMotion: true,
    // Thumb-sized targets on small phones (44 px and more, for cold and gloved hands).
    components: {
      Button: { defaultProps: { size: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Select: { defaultProps: { size: 'md' } },
      // Mantine's up/down arrows are 27 × 23 px: too small for a gloved thumb, so number fields are typed
      // on the phone's number keyboard (Mantine sets inputMode) and have no stepper.
      NumberInput: { defaultProps: { size: 'md', hideControls: true } },
      // Clearing a field (the farmer picker) and closing a toast: 44 px buttons, not Mantine's 28 px.
      InputClearButton: { defaultProps: { size: 'xl', iconSize: 18 } },
      Notification: { defaultProps: { closeButtonProps: { size: 'xl' } } },
      // A spinner is an indeterminate progress bar: its label (every Loader of ours has one) is then allowed
      // and read out; on Mantine's bare span an aria-label is prohibited (axe: aria-prohibited-attr).
      Loader: { defaultProps: { role: 'progressbar' } },
      // Links in bright sun: underlined always, so colour is not their only sign.
      ...(highContrast ? { Anchor: { defaultProps: { underline: 'always' } } } : {}),
    },
  });
}

/** Mantine's semantic colours that point at too light a shade by default. */
export function cssVariablesResolverFor(look: Look): CSSVariablesResolver {
  const highContrast = look === 'highContrast';
  return () => ({
    variables: {},
    light: {
      '--mantine-color-error': `var(--mantine-color-red-${highContrast ? 9 : 8})`,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
      '--mantine-color-placeholder': 'var(--mantine-color-gray-5)',
      '--mantine-color-default-border': 'var(--mantine-color-gray-4)',
    },
    dark: {},
  });
}

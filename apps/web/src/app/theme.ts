import { createTheme } from '@mantine/core';

/** Noto covers Latin plus the Devanagari, Odia and Gujarati scripts, so every language renders on any phone. */
const FONT = "'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Oriya', 'Noto Sans Gujarati', system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'cyan',
  primaryShade: 8,
  fontFamily: FONT,
  headings: { fontFamily: FONT, fontWeight: '600' },
  defaultRadius: 'md',
  // Thumb-sized targets on small phones.
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
  },
});

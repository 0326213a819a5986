// Noto for every supported script, in the two weights the app uses (400 text, 600 headings). These files
// give every subset its unicode range, so a phone downloads a subset (woff2) only when a page shows one of
// its characters: an English page fetches the Latin files alone, a Hindi page Latin and Devanagari.
// (The per-subset files, e.g. latin-400.css, carry no range: with them every visitor downloaded every
// Latin subset.) The language picker draws the other scripts' names in the phone's own fonts.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-oriya/oriya-400.css';
import '@fontsource/noto-sans-oriya/oriya-600.css';
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-600.css';
// Arabic (right to left). Its 400.css/600.css give each subset its range like the Noto Sans files above.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';

import { useId as useReactId } from 'react';

/**
 * The id hook Mantine's components use, in the built app (build/mantineUseId.ts puts it in place of
 * `@mantine/hooks`' own). Mantine's draws each component with one id and then, in a layout effect, sets a
 * random one: every input, the shell's header, bar and footer, each alert, modal, popover and select was
 * drawn a second time at once, in the task that committed the page (issue 25's trace of the daily open: a
 * dozen blocking re-renders after the first commit). The app is drawn only in the browser, so React's own id,
 * unique in the app's one root and the same on every draw, serves without a second draw. Ids keep Mantine's
 * prefix and only letters, digits, `_` and `-`, so they stay valid in CSS selectors as Mantine's were.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

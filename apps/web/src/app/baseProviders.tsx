import { languageDirection } from '@coldroom/contract';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { watchFormSubmits } from '../lib/focusFirstError';
import { useLook } from '../lib/look';
import { cssVariablesResolverFor, themeFor } from './theme';
import './accessibility.css';
import './direction.css';

const Overlays = lazy(() => import('./Overlays'));

/** Popups and toasts, asked for once the first page has been drawn (lib/overlays.ts). */
function DeferredOverlays() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setWanted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  ) : null;
}

/** Mantine's direction follows the display language: Arabic mirrors the layout (docs/translations.md). */
function DirectionFromLanguage() {
  const { i18n } = useTranslation();
  const { dir, setDirection } = useDirection();
  const wanted = languageDirection(i18n.language ?? 'en');
  useEffect(() => {
    if (dir !== wanted) setDirection(wanted);
  }, [dir, wanted, setDirection]);
  return null;
}

/**
 * What every screen needs around it: the theme in the chosen look, popups and toasts, and focus moving to
 * a form's first error. The login form a first visit opens runs in this alone (app/loginFirst.tsx); the
 * rest of the app adds the query cache around it (app/providers.tsx).
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  useEffect(() => watchFormSubmits(), []);
  const look = useLook();
  const theme = useMemo(() => themeFor(look), [look]);
  const resolver = useMemo(() => cssVariablesResolverFor(look), [look]);
  return (
    <DirectionProvider initialDirection={languageDirection(document.documentElement.lang || 'en')} detectDirection>
      <DirectionFromLanguage />
      <MantineProvider theme={theme} cssVariablesResolver={resolver} defaultColorScheme="light">
        {children}
        <DeferredOverlays />
      </MantineProvider>
    </DirectionProvider>
  );
}

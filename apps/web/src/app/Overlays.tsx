import { TOAST_MS } from '@coldroom/contract';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { overlaysMounted } from '../lib/overlays';
import classes from './Overlays.module.css';

/** The popups' and toasts' containers, loaded after the first page (see lib/overlays.ts). */
export default function Overlays() {
  // Runs after the modals provider's own effects, so its listeners are in place when popups may open.
  useEffect(() => overlaysMounted(), []);
  return (
    <>
      <ModalsProvider>{null}</ModalsProvider>
      {/* Never wider than the screen (browser zoom at 200 % leaves a phone 180 CSS px). At the bottom, above
          the phone's bottom bar: at the top, "You are online." covered the header at 360 px. */}
      <Notifications
        position="bottom-center"
        className={classes.toasts}
        autoClose={TOAST_MS}
        limit={3}
        containerWidth="min(440px, calc(100vw - 16px))"
      />
    </>
  );
}

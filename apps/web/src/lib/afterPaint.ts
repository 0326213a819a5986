import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (the frame after the commit). A page
 * draws what its first screen shows at once and the rest right after that paint: on a slow phone the
 * first screen then waits only for itself (issue 25). The update is a transition, so a tap or a key in
 * between is answered first. Where the browser never paints (a hidden tab) the rest follows within a second.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = 0;
    const show = () => startTransition(() => setPainted(true));
    // requestAnimationFrame runs before the paint; the task it posts runs after it.
    const timer = window.setTimeout(show, 1000);
    let after = 0;
    frame = window.requestAnimationFrame(() => {
      after = window.setTimeout(() => {
        window.clearTimeout(timer);
        show();
      }, 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.clearTimeout(after);
    };
  }, []);
  return painted;
}

import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (the frame after the commit). A page
 * draws what its first screen shows at once and the rest right after that paint: on a slow phone the
 * first screen then waits only for itself (issue 25). The update is a transition, so a tap or a key in
 * between is answered first. Where the browser never paints (a hidden tab) the rest follows within a second.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * Runs `callback` once the browser has painted the next frame (within a second where it never paints, as in
 * a hidden tab). Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const timer = window.setTimeout(run, 1000);
  let after = 0;
  // requestAnimationFrame runs before the paint; the task it posts runs after it.
  const frame = window.requestAnimationFrame(() => {
    after = window.setTimeout(run, 0);
  });
  function cancel() {
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    window.clearTimeout(after);
  }
  return cancel;
}

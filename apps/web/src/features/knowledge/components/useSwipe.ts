import { useRef, useState, type PointerEvent } from 'react';

/** A swipe counts when the finger travels this share of the slide's width (or a short quick flick). */
const DISTANCE_SHARE = 0.2;
const FLICK_PX = 40;
const FLICK_MS = 300;

/**
 * Horizontal swipes with pointer events (touch, pen and mouse alike). While dragging, `offset` is how
 * far the slide follows the finger, in pixels.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; time: number; width: number; id: number; dragging: boolean } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const from = start.current;
    start.current = null;
    setDragging(false);
    setOffset(0);
    if (!from || cancelled || !from.dragging || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const quick = Date.now() - from.time < FLICK_MS && Math.abs(dx) > FLICK_PX;
    if (quick || Math.abs(dx) > from.width * DISTANCE_SHARE) onSwipe(dx < 0 ? 1 : -1);
  };

  return {
    offset,
    dragging,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        const width = event.currentTarget.getBoundingClientRect().width || 1;
        start.current = { x: event.clientX, y: event.clientY, time: Date.now(), width, id: event.pointerId, dragging: false };
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        if (!from.dragging) {
          // Only a mostly sideways move is a swipe; the rest is left to the page's scrolling.
          if (Math.abs(dx) < 8 || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
          from.dragging = true;
          setDragging(true);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(dx);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
    },
  };
}

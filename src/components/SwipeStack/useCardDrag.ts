'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';

/** Past these distances a released card is swiped: fingers travel less than a mouse. */
export const SWIPE_THRESHOLD = { mouse: 100, touch: 80 } as const;
/** Past this distance the card shows the like or pass stamp. */
export const INDICATOR_DISTANCE = 50;

export type DragDirection = 'like' | 'pass';

/** Moves a card to an offset from its place (0, 0 puts it back), leaning and stamped by the offset. */
export function placeCard(element: HTMLElement, x: number, y: number) {
  element.style.setProperty('--drag-x', `${x}px`);
  element.style.setProperty('--drag-y', `${y}px`);
  element.style.setProperty('--drag-turn', `${x / 20}deg`);
  element.dataset.indicator =
    x > INDICATOR_DISTANCE ? 'like' : x < -INDICATOR_DISTANCE ? 'pass' : '';
}

/**
 * Drags a card sideways with mouse, pen or finger. The card follows the pointer through CSS
 * variables set on the element, so a drag costs no React render; only a release past the
 * threshold calls back. Below it the card springs back (a CSS transition on the variables).
 */
export function useCardDrag(
  card: RefObject<HTMLElement | null>,
  { enabled, onRelease }: { enabled: boolean; onRelease: (direction: DragDirection) => void },
) {
  const release = useEffectEvent(onRelease);
  useEffect(() => {
    const element = card.current;
    if (!element || !enabled) return;
    let start: { x: number; y: number; pointerId: number; touch: boolean } | null = null;
    let offset = 0;

    const springBack = () => {
      start = null;
      delete element.dataset.dragging;
      placeCard(element, 0, 0);
    };

    const down = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // A press on a link or button in the card (its 'View profile') is a click, not a drag.
      if (event.target instanceof Element && event.target.closest('a, button')) return;
      start = {
        x: event.clientX,
        y: event.clientY,
        pointerId: event.pointerId,
        touch: event.pointerType === 'touch',
      };
      offset = 0;
      element.dataset.dragging = '';
      // Keeps the moves coming when the pointer leaves the card; synthetic pointers have no capture.
      try {
        element.setPointerCapture(event.pointerId);
      } catch {
        /* not a live pointer */
      }
    };
    const move = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.pointerId) return;
      offset = event.clientX - start.x;
      placeCard(element, offset, (event.clientY - start.y) * 0.2);
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.pointerId) return;
      const threshold = start.touch ? SWIPE_THRESHOLD.touch : SWIPE_THRESHOLD.mouse;
      const passed = Math.abs(offset) > threshold;
      start = null;
      delete element.dataset.dragging;
      if (passed) release(offset > 0 ? 'like' : 'pass');
      else springBack();
    };

    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    // The browser took the gesture over (a vertical scroll on a phone): nothing was swiped.
    element.addEventListener('pointercancel', springBack);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', springBack);
    };
  }, [card, enabled]);
}

/**
 * Story helpers that drag a card the way a hand does: press at its centre, move in small steps,
 * release (or not). Real PointerEvents, dispatched on the card.
 */
export type PointerKind = 'mouse' | 'touch';

function pointer(element: Element, type: string, x: number, y: number, kind: PointerKind) {
  element.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: kind === 'touch' ? 2 : 1,
      pointerType: kind,
      isPrimary: true,
      button: type === 'pointermove' ? -1 : 0,
      buttons: type === 'pointerup' ? 0 : 1,
      clientX: x,
      clientY: y,
    }),
  );
}

/** Presses on the card and moves it `dx` pixels sideways; returns the release. */
export function press(element: Element, dx: number, kind: PointerKind = 'mouse') {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  pointer(element, 'pointerdown', x, y, kind);
  const steps = Math.max(1, Math.ceil(Math.abs(dx) / 10));
  for (let step = 1; step <= steps; step += 1)
    pointer(element, 'pointermove', x + (dx * step) / steps, y, kind);
  return () => pointer(element, 'pointerup', x + dx, y, kind);
}

/** A whole drag: press, move `dx` pixels, release. */
export const drag = (element: Element, dx: number, kind: PointerKind = 'mouse') =>
  press(element, dx, kind)();

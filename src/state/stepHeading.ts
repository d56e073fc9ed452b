import { useEffect, useRef } from 'react';

/**
 * A ref for a wizard's step title, which takes focus whenever the step changes (not on the first
 * step), so keyboard and screen-reader users start at the new step's top. The focus moves as the
 * step is drawn: moved a frame later, it could take the focus from a field the member (or a test)
 * had already reached, and leaving that field reset what was being typed.
 */
export function useStepHeading(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(step);
  useEffect(() => {
    if (focused.current === step) return;
    focused.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

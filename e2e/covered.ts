/**
 * Runs in the page (Playwright serialises it, so it holds all it needs): the texts and controls
 * that `cover` lies over, each in words, e.g. `<p> "My grandparents came from Egypt…"`.
 */
export function textsAndControlsUnder(cover: Element): string[] {
  const CONTROLS = [
    'button',
    'a[href]',
    'input:not([type=hidden])',
    'select',
    'textarea',
    'img[alt]:not([alt=""])',
    ...[
      'button',
      'link',
      'checkbox',
      'radio',
      'switch',
      'tab',
      'menuitem',
      'option',
      'combobox',
      'textbox',
      'searchbox',
      'slider',
      'spinbutton',
      'img',
    ].map((role) => `[role=${role}]`),
  ].join(', ');
  const SAMPLE_STEP = 4;
  const MIN_SIZE = 2;

  const isCover = (element: Element) =>
    element === cover || cover.contains(element) || element.contains(cover);

  // Only the part of `cover` in the viewport counts, and only where `cover` hides a candidate: text
  // scrolled under another layer (a sticky top bar, the bottom bar) is not covered by `cover`, nor
  // is a toast that lies over it.
  const box = cover.getBoundingClientRect();
  const area = {
    left: Math.max(box.left, 0),
    top: Math.max(box.top, 0),
    right: Math.min(box.right, window.innerWidth),
    bottom: Math.min(box.bottom, window.innerHeight),
  };
  if (area.right <= area.left || area.bottom <= area.top) return [];

  const overlap = (rect: DOMRect) => {
    if (rect.width < MIN_SIZE || rect.height < MIN_SIZE) return null;
    const left = Math.max(rect.left, area.left);
    const top = Math.max(rect.top, area.top);
    const right = Math.min(rect.right, area.right);
    const bottom = Math.min(rect.bottom, area.bottom);
    return right > left && bottom > top ? { left, top, right, bottom } : null;
  };

  const textBoxes = (element: Element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      .flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      });

  // Seen through `cover` at some point: the first thing below `cover` there is the element, or
  // its nearest hit ancestor when the element itself takes no hits (pointer-events: none).
  const seenAt = (element: Element, part: NonNullable<ReturnType<typeof overlap>>) => {
    const takesNoHits = getComputedStyle(element).pointerEvents === 'none';
    for (let y = part.top + 0.5; y < part.bottom; y += SAMPLE_STEP) {
      for (let x = part.left + 0.5; x < part.right; x += SAMPLE_STEP) {
        const stack = document.elementsFromPoint(x, y);
        const coverAt = stack.findIndex((hit) => hit === cover || cover.contains(hit));
        // Not painted here (under a toast, say): it hides nothing here.
        if (coverAt < 0) continue;
        const below = stack.slice(coverAt + 1).find((hit) => !isCover(hit));
        if (!below) continue;
        if (below === element || element.contains(below)) return true;
        if (takesNoHits && below.contains(element)) return true;
      }
    }
    return false;
  };

  const describe = (element: Element) => {
    const words =
      element.getAttribute('aria-label') ??
      element.getAttribute('alt') ??
      element.getAttribute('placeholder') ??
      element.textContent ??
      '';
    const text = words.replace(/\s+/g, ' ').trim();
    return `<${element.localName}> "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"`;
  };

  // Candidates: elements with text of their own (judged by that text's boxes) and controls, none
  // containing `cover` or inside it; not hidden ones, nor boxes under 2 px (visually hidden text).
  const covered: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (isCover(element)) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rects = element.matches(CONTROLS)
      ? [element.getBoundingClientRect()]
      : textBoxes(element);
    const parts = rects.map(overlap).filter((part) => part !== null);
    if (parts.some((part) => seenAt(element, part))) covered.push(describe(element));
  }
  return covered;
}

import type { Page } from 'playwright-core';

/**
 * What a longer or right-to-left language breaks first: text cut off by its box (clipped without
 * an ellipsis, which the design uses on purpose for long names), two texts drawn over each other,
 * and a page wider than the screen. Returns a line per finding, naming the text.
 */
export function brokenText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (element: Element) => (element.textContent ?? '').trim().slice(0, 60);
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page is ${root.scrollWidth - root.clientWidth}px wider than the screen`);
    }
    const texts: { element: Element; rect: DOMRect }[] = [];
    // Text a person can see: in the screen, drawn on top (not under a bar, a toast or the next
    // card of a stack, not a clamped line), and not visually hidden for screen readers only.
    const seen = (element: Element, rect: DOMRect) => {
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
      const top = document.elementFromPoint(x, y);
      return !!top && (top === element || element.contains(top));
    };
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!own.length || !element.checkVisibility({ opacityProperty: true })) continue;
      if (element.closest('[data-sonner-toaster]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      const clipsX = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
      const clipsY = style.overflowY === 'hidden' && style.webkitLineClamp === 'none';
      if (
        seen(element, box) &&
        ((clipsX && element.scrollWidth > element.clientWidth + 1) ||
          (clipsY && element.scrollHeight > element.clientHeight + 1))
      ) {
        found.push(`cut off: "${name(element)}"`);
      }
      for (const node of own) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 1 && rect.height > 1 && seen(element, rect))
            texts.push({ element, rect });
        }
      }
    }
    // Two lines of different elements' text that share more than a sliver of area.
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        const a = texts[i]!;
        const b = texts[j]!;
        if (a.element === b.element) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 2 && height > 4) {
          found.push(`overlapping: "${name(a.element)}" and "${name(b.element)}"`);
        }
      }
    }
    return [...new Set(found)];
  });
}

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
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!own.length || !element.checkVisibility({ opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      const clipsX = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
      const clipsY = style.overflowY === 'hidden' && style.webkitLineClamp === 'none';
      if (
        (clipsX && element.scrollWidth > element.clientWidth + 1) ||
        (clipsY && element.scrollHeight > element.clientHeight + 1)
      ) {
        found.push(`cut off: "${name(element)}"`);
      }
      for (const node of own) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 1 && rect.height > 1) texts.push({ element, rect });
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

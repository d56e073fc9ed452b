import { describe, expect, it } from 'vitest';
import { afterCharset, themeBeforePaint, themeColorTags } from './themeBeforePaint';

const page = '<head>\n<meta charset="UTF-8" />\n<title>BeeGlobal</title>\n</head>';

describe('the theme before the first paint', () => {
  it("writes the chrome's colour for each scheme", () => {
    expect(themeColorTags({ light: '#fff', dark: '#000' })).toBe(
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff" />' +
        '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000" />',
    );
  });

  it('puts its tags right after the charset, ahead of the rest of <head>', () => {
    expect(afterCharset(page, '<script>boot()</script>')).toBe(
      '<head>\n<meta charset="UTF-8" /><script>boot()</script>\n<title>BeeGlobal</title>\n</head>',
    );
  });

  it('fails the build when the page has no charset to follow', () => {
    expect(() => afterCharset('<head></head>', '<script></script>')).toThrow(/lost its <meta/);
  });

  it("changes the app's page only, with the colours and both boot scripts", () => {
    const transform = themeBeforePaint().transformIndexHtml as (
      html: string,
      context: { path: string },
    ) => string;
    expect(transform(page, { path: '/iframe.html' })).toBe(page);
    const html = transform(page, { path: '/index.html' });
    expect(html.match(/<meta name="theme-color"/g)).toHaveLength(2);
    expect(html).toMatch(/<meta charset="UTF-8" \/><meta name="theme-color".*<script>try\{/);
    expect(html).toContain('document.documentElement.lang=l');
    expect(html.endsWith('</script>\n<title>BeeGlobal</title>\n</head>')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { landingCopyScript, withLanding } from './prerenderLanding';

const built = [
  '<head>',
  '    <title>BeeGlobal</title>',
  '    <script type="module" crossorigin src="/b/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/b/assets/runtime-2.js">',
  '    <link rel="modulepreload" crossorigin href="/b/assets/app-3.js">',
  '    <style>p{}</style>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
].join('\n');

describe('the pre-rendered landing', () => {
  it('moves the entry and its preloads into the inline script, the copies after #root', () => {
    const show = (entry: string, preloads: string[]) => `start(${entry},${preloads.join('+')})`;
    expect(withLanding(built, ['<c1>Hi</c1>', '<c2/>'], show)).toBe(
      [
        '<head>',
        '    <title>BeeGlobal</title>',
        '    <style>p{}</style>',
        '  </head>',
        '  <body>',
        '    <div id="root"></div><c1>Hi</c1><c2/>' +
          '<script>start(/b/assets/index-1.js,/b/assets/runtime-2.js+/b/assets/app-3.js)</script>',
        '  </body>',
      ].join('\n'),
    );
  });

  it('keeps each copy as text no markup in it can end early, which reads back as it was', () => {
    const html = '<p>Hi</p><!--$--><script>$RC("B:0")</script><!--/$--><p>\u2028</p>';
    const element = landingCopyScript('en', html);
    const text = /^<script type="application\/json" id="landing-en">(.*)<\/script>$/s.exec(
      element,
    )?.[1];
    expect(text).not.toContain('<');
    expect(JSON.parse(text!)).toBe(html);
  });

  it('fails the build when the page lost its entry or #root', () => {
    const show = () => '';
    expect(() => withLanding(built.replace('<div id="root"></div>', ''), [], show)).toThrow(
      'index.html lost its entry or #root',
    );
    expect(() => withLanding(built.replace(/<script.*<\/script>/, ''), [], show)).toThrow(
      'index.html lost its entry or #root',
    );
  });
});

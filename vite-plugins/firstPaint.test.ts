import { describe, expect, it } from 'vitest';
import { cataloguesIn, inlineStylesheets, preloadScript, type Preloads } from './firstPaint';

describe('the first paint', () => {
  it('inlines the sheets it has, keeping a disabled link to each, and leaves the others', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/b/assets/app-1.css">',
      '<link rel="stylesheet" crossorigin href="/b/assets/other-2.css">',
    ].join('\n');
    const sheets: Record<string, string> = { '/b/assets/app-1.css': ':root{--a:1}' };
    expect(inlineStylesheets(html, (href) => sheets[href])).toBe(
      [
        '<style>:root{--a:1}</style><link rel="stylesheet" crossorigin href="/b/assets/app-1.css" disabled>',
        '<link rel="stylesheet" crossorigin href="/b/assets/other-2.css">',
      ].join('\n'),
    );
  });

  it("finds each language's catalogue in its folder, by URL below the base", () => {
    const files = [
      { type: 'chunk', fileName: 'assets/en-1.js', facadeModuleId: '/p/src/locales/landing/en.po' },
      { type: 'chunk', fileName: 'assets/pt-BR-2.js', facadeModuleId: '/p/src/locales/pt-BR.po' },
      { type: 'chunk', fileName: 'assets/app-3.js', facadeModuleId: '/p/src/app/main.tsx' },
      { type: 'chunk', fileName: 'assets/later-4.js', facadeModuleId: null },
      { type: 'asset', fileName: 'assets/en.po' },
    ];
    expect(cataloguesIn(files, 'landing/', '/b/')).toEqual({ en: '/b/assets/en-1.js' });
    expect(cataloguesIn(files, '', '/b/')).toEqual({ 'pt-BR': '/b/assets/pt-BR-2.js' });
  });

  describe("the inline script's preloads", () => {
    const preloads: Preloads = {
      landingCatalogues: { en: '/b/landing-en.js', fr: '/b/landing-fr.js' },
      screenCatalogues: { en: '/b/en.js', fr: '/b/fr.js' },
      shared: '/b/member.js',
      guardAndShell: '/b/guardAndShell.js',
      landingPaths: ['/b/', '/b/landing', '/b/landing/'],
      authPath: '/b/auth',
    };
    /** The modules the script preloads on a page at `pathname` in `lang`. */
    const preloaded = (pathname: string, lang: string, script = preloadScript(preloads)) => {
      const links: { rel: string; href: string; crossOrigin: string }[] = [];
      const document = {
        documentElement: { lang },
        createElement: () => ({}),
        head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      };
      new Function('document', 'location', script)(document, { pathname });
      expect(
        links.every(({ rel, crossOrigin }) => rel === 'modulepreload' && crossOrigin === ''),
      ).toBe(true);
      return links.map(({ href }) => href);
    };

    it("on the landing: the landing's words only", () => {
      expect(preloaded('/b/', 'fr')).toEqual(['/b/landing-fr.js']);
      expect(preloaded('/b/landing', 'en')).toEqual(['/b/landing-en.js']);
    });

    it("elsewhere: the screens' words and shared code, and a member screen's parts", () => {
      expect(preloaded('/b/events', 'fr')).toEqual([
        '/b/landing-fr.js',
        '/b/fr.js',
        '/b/member.js',
        '/b/guardAndShell.js',
      ]);
      expect(preloaded('/b/auth/sign-in', 'en')).toEqual([
        '/b/landing-en.js',
        '/b/en.js',
        '/b/member.js',
      ]);
    });

    it('skips what the build lacks: a language without a catalogue, a chunk not split', () => {
      const script = preloadScript({ ...preloads, shared: undefined, guardAndShell: undefined });
      expect(preloaded('/b/events', 'de', script)).toEqual([]);
      expect(preloaded('/b/events', 'en', script)).toEqual(['/b/landing-en.js', '/b/en.js']);
    });
  });
});

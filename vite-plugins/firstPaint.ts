import type { Plugin } from 'vite';

/** What the page needs to know of a file in the bundle. */
type BundleFile = { type: string; fileName: string; name?: string; facadeModuleId?: string | null };

/**
 * `html` with each sheet `sheetOf` knows inlined. The disabled <link> is never fetched: without
 * it, Vite's preload helper would add the sheet again for a lazy chunk, last, over the screens'.
 */
export function inlineStylesheets(
  html: string,
  sheetOf: (href: string) => string | undefined,
): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
    (tag, href: string) => {
      const sheet = sheetOf(href);
      return sheet === undefined
        ? tag
        : `<style>${sheet}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    },
  );
}

/** Each language's compiled catalogue in `folder` of src/locales/, by its URL below `base`. */
export function cataloguesIn(
  files: readonly BundleFile[],
  folder: string,
  base: string,
): Record<string, string> {
  const catalogue = new RegExp(`/src/locales/${folder}([\\w-]+)\\.po$`);
  return Object.fromEntries(
    files.flatMap((file) => {
      const locale = file.type === 'chunk' && file.facadeModuleId?.match(catalogue)?.[1];
      return locale ? [[locale, `${base}${file.fileName}`]] : [];
    }),
  );
}

/** What the page preloads, by URL, and on which paths. */
export type Preloads = {
  /** Each language's catalogue of the landing's words, and of the screens'. */
  landingCatalogues: Record<string, string>;
  screenCatalogues: Record<string, string>;
  /** The code every screen beyond the landing imports, and a member screen's guard and shell. */
  shared: string | undefined;
  guardAndShell: string | undefined;
  landingPaths: string[];
  /** The sign-in screen's path (with the base): no member parts there. */
  authPath: string;
};

/** The inline script preloading the language's words, and off the landing the screens' code. */
export function preloadScript({
  landingCatalogues,
  screenCatalogues,
  shared,
  guardAndShell,
  landingPaths,
  authPath,
}: Preloads): string {
  return (
    `try{var l=document.documentElement.lang,h=[${JSON.stringify(landingCatalogues)}[l]];` +
    `var p=location.pathname;if(${JSON.stringify(landingPaths)}.indexOf(p)<0){` +
    `h.push(${JSON.stringify(screenCatalogues)}[l],${JSON.stringify(shared ?? '')});` +
    `if(p.indexOf(${JSON.stringify(authPath)})<0)h.push(${JSON.stringify(guardAndShell ?? '')})}` +
    `h.forEach(function(c){if(!c)return;var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=c;document.head.appendChild(k)})}catch(e){}`
  );
}

/**
 * The first paint waits on no stylesheet, and the app on no second round trip: the entry's CSS is
 * inlined, and the Latin font, the language's words and the screens' shared code preload.
 */
export function firstPaint({
  landingPaths,
  authPath,
}: {
  landingPaths: string[];
  authPath: string;
}): Plugin {
  let base = '/';
  return {
    name: 'beeglobal:first-paint',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = Object.values(bundle);
        const inlined = inlineStylesheets(html, (href) => {
          const asset = bundle[href.slice(base.length)];
          return asset?.type === 'asset' ? String(asset.source) : undefined;
        });
        const chunkNamed = (name: string) => {
          const chunk = files.find((file) => file.type === 'chunk' && file.name === name);
          return chunk && `${base}${chunk.fileName}`;
        };
        const preloadCatalogue = {
          tag: 'script',
          children: preloadScript({
            landingCatalogues: cataloguesIn(files, 'landing/', base),
            screenCatalogues: cataloguesIn(files, '', base),
            shared: chunkNamed('member'),
            guardAndShell: chunkNamed('guardAndShell'),
            landingPaths,
            authPath: `${base}${authPath.slice(1)}`,
          }),
          injectTo: 'head' as const,
        };
        const font = Object.keys(bundle).find((name) =>
          /nunito-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!font) return { html: inlined, tags: [preloadCatalogue] };
        return {
          html: inlined,
          tags: [
            preloadCatalogue,
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                href: `${base}${font}`,
                crossorigin: '',
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

import type { Plugin } from 'vite';
import { tokenFiles } from '../src/styles/tokenFiles.ts';

/** Where the token files are served and written: `tokens/light.tokens.json` and the rest. */
export const TOKENS_FOLDER = 'tokens';

/**
 * The theme's token files (DTCG JSON and plain CSS, made from the theme data) beside the pages:
 * written into a build, answered by the dev server. The Storybook Tokens page links them.
 */
export function tokenFilesPlugin(): Plugin {
  return {
    name: 'beeglobal:token-files',
    generateBundle() {
      for (const [name, source] of Object.entries(tokenFiles()))
        this.emitFile({ type: 'asset', fileName: `${TOKENS_FOLDER}/${name}`, source });
    },
    configureServer(server) {
      server.middlewares.use(`/${TOKENS_FOLDER}/`, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\/|\?.*$/g, ''));
        const source = tokenFiles()[name];
        if (source === undefined) return next();
        response.setHeader('Content-Type', name.endsWith('.css') ? 'text/css' : 'application/json');
        response.end(source);
      });
    },
  };
}

import type { Plugin } from 'vite';
import { openApiDocument } from '../src/contract/openapi.ts';

type Where = { appBase: string; apiPath: string; inApiFolder: boolean };

/** The document's file name in the build: at the API base (`api/openapi.json`), or beside the app. */
export function openApiFileName({ appBase, apiPath, inApiFolder }: Where): string {
  return inApiFolder ? `${apiPath.slice(appBase.length)}/openapi.json` : 'openapi.json';
}

/**
 * The contract's OpenAPI document in every build, for teams bringing their own backend. The static
 * demo has it at its API base (`inApiFolder`), so a plain static host answers it too.
 */
export function openApiFile(where: Where): Plugin {
  return {
    name: 'beeglobal:openapi',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: openApiFileName(where),
        source: `${JSON.stringify(openApiDocument(), null, 2)}\n`,
      });
    },
  };
}

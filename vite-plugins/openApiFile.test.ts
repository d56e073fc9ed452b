import { describe, expect, it } from 'vitest';
import { apiPathBelow } from '../src/contract/endpoints';
import { openApiFileName } from './openApiFile';

describe("the OpenAPI document's file", () => {
  it('is beside the app, or at the API base below the app, wherever the app is served', () => {
    for (const appBase of ['/', '/beeglobal/']) {
      const apiPath = apiPathBelow(appBase);
      expect(openApiFileName({ appBase, apiPath, inApiFolder: false })).toBe('openapi.json');
      expect(openApiFileName({ appBase, apiPath, inApiFolder: true })).toBe('api/openapi.json');
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { openApiDocument } from '../src/contract/openapi';
import { landingAwake, ownApp, useBrowser } from './browser';

// The document as JSON says it (no undefined members, keys as written).
const expected = JSON.parse(JSON.stringify(openApiDocument())) as unknown;

describe('the contract as an OpenAPI document', () => {
  it('is written into both builds: beside the app, and where the static demo has its API', () => {
    expect(JSON.parse(readFileSync('dist/openapi.json', 'utf8'))).toEqual(expected);
    expect(JSON.parse(readFileSync('dist-demo/api/openapi.json', 'utf8'))).toEqual(expected);
  });

  it('answers GET {API base}/openapi.json from the json-server API behind the app', async () => {
    const response = await fetch(`${ownApp().baseURL}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });

  describe('inside the static demo', () => {
    const browser = useBrowser(inject('demoURL'));
    it("the page's own request gets it (through the mock worker)", async () => {
      const { page } = browser;
      await page.goto('/');
      await landingAwake(page);
      const answered = await page.evaluate(async () => {
        const response = await fetch('/api/openapi.json');
        return { status: response.status, body: (await response.json()) as unknown };
      });
      expect(answered).toEqual({ status: 200, body: expected });
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeScript } from './ThemeScript';

/** Runs the script's text on a page whose storage holds `stored` under the key; <html>'s theme. */
function run(script: string, stored: Record<string, string>) {
  const attributes: Record<string, string> = {};
  vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null });
  vi.stubGlobal('document', {
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  });
  new Function(script)();
  return attributes['data-theme'];
}

describe('the theme script', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the stored choice on <html>, and the device's theme when there is none", () => {
    const script = themeScript('my-app.theme');
    expect(run(script, { 'my-app.theme': 'dark' })).toBe('dark');
    expect(run(script, { 'my-app.theme': 'light' })).toBe('light');
    expect(run(script, {})).toBe('system');
    expect(run(script, { 'my-app.theme': 'sepia' })).toBe('system');
    // Another key is another app's.
    expect(run(script, { 'beeglobal.theme': 'dark' })).toBe('system');
  });

  it('never throws where storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(() => new Function(themeScript('my-app.theme'))()).not.toThrow();
  });

  it('takes any key as a string, not as code', () => {
    expect(run(themeScript("it's"), { "it's": 'dark' })).toBe('dark');
    expect(themeScript('</script><script>alert(1)')).not.toContain('</script>');
  });
});

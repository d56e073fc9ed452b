import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPONENTS_ENTRY, entryExports, splitEntryImports } from './componentImports';

const exports = entryExports(readFileSync(COMPONENTS_ENTRY, 'utf8'));

describe('the app imports through the components entry', () => {
  it('reads each name the entry exports, with its module, types included', () => {
    expect(exports.get('Button')).toBe('./Button/Button');
    expect(exports.get('ButtonProps')).toBe('./Button/Button');
    expect(exports.get('notify')).toBe('./Toaster/notify');
    expect(exports.get('THEME_CHOICES')).toBe('../styles/themeNames');
    expect(exports.get('CulturalEvent')).toBe('../contract/events');
  });

  it("splits an import into one per module, types as type imports, on the import's own lines", () => {
    const code = [
      "import { useState } from 'react';",
      'import {',
      '  Button,',
      '  type ButtonProps,',
      '  notify as toast,',
      "} from '../../components';",
      'toast.success(Button.name);',
    ].join('\n');
    const split = splitEntryImports(code, exports);
    expect(split).toContain("import { Button } from '../../components/Button/Button';");
    expect(split).toContain("import type { ButtonProps } from '../../components/Button/Button';");
    expect(split).toContain("import { notify as toast } from '../../components/Toaster/notify';");
    expect(split).not.toMatch(/from '\.\.\/\.\.\/components'/);
    expect(split.split('\n')).toHaveLength(code.split('\n').length);
    expect(split.split('\n').at(-1)).toBe('toast.success(Button.name);');
  });

  it('follows the entry to what it re-exports from beside the components', () => {
    expect(splitEntryImports("import { THEMES } from '../components';", exports)).toBe(
      "import { THEMES } from '../styles/themeNames';",
    );
  });

  it('leaves an import alone when a name is not the entry’s, for the type checker to report', () => {
    const code = "import { Button, Nonsense } from '../../components';";
    expect(splitEntryImports(code, exports)).toBe(code);
  });
});

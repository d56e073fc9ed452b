import { describe, expect, it } from 'vitest';
import { summaryLines, type PictureChange } from './visual-changes.ts';

describe('the summary a run prints last', () => {
  const change = (storyId: string): PictureChange => ({
    file: 'src/components/Button/Button.stories.tsx',
    story: 'Primary',
    storyId,
    width: 390,
    variant: 'dark',
    message: 'Screenshot does not match the stored reference.\n123 pixels (ratio 0.01) differ.',
    baseline: 'src/components/Button/__screenshots__/x.png',
    pictures: {},
  });

  it("names each changed picture on a line of its own, so a log's tail says which", () => {
    const lines = summaryLines(
      { createdAt: '', changes: [change('a--one'), change('b--two')] },
      '/p',
    );
    expect(lines[1]).toBe('Visual changes: 2 pictures of 2 stories differ from their baselines.');
    expect(lines[2]).toBe(
      '  a--one, dark at 390 px: Screenshot does not match the stored reference.',
    );
    expect(lines[3]).toMatch(/^ {2}b--two, dark at 390 px/);
  });

  it('names ten and counts the rest', () => {
    const changes = Array.from({ length: 13 }, (_, index) => change(`s--${index}`));
    const lines = summaryLines({ createdAt: '', changes }, '/p');
    expect(lines.filter((line) => line.startsWith('  s--'))).toHaveLength(10);
    expect(lines).toContain('  and 3 more');
  });
});

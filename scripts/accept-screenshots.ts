// `npm run accept-screenshots -- <story id or story file>...`: makes the new pictures of the named
// stories, as the last run's visual report shows them, their baselines. Nothing else is touched.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import picomatch from 'picomatch';
import { plural, readChanges, REPORT_DIR, type PictureChange } from './visual-changes.ts';

/**
 * Whether `pattern` names the change's story: its id (`components-badge--beta`, or a glob such as
 * `components-badge--*`), its file (`src/components/Badge/Badge.stories.tsx`, `Badge.stories.tsx`,
 * a glob such as `src/screens/**`), or a folder above its file (`src/components/Badge`).
 */
export function names(pattern: string, { storyId, file }: PictureChange) {
  const folder = pattern.replace(/\/+$/, '');
  return (
    picomatch.isMatch(storyId, pattern) ||
    // A pattern without a slash is matched against the file's name alone.
    picomatch.isMatch(file, pattern, { basename: !pattern.includes('/') }) ||
    file.startsWith(`${folder}/`)
  );
}

/** The changes each pattern names, and the patterns that name none. */
export function select(changes: PictureChange[], patterns: string[]) {
  const unmatched = patterns.filter((pattern) => !changes.some((change) => names(pattern, change)));
  const chosen = changes.filter((change) => patterns.some((pattern) => names(pattern, change)));
  return { chosen, unmatched };
}

export function acceptScreenshots(root: string, patterns: string[]) {
  const report = readChanges(root);
  if (!report) {
    console.error(
      'No visual changes to accept: the last run of the stories found every picture as its baseline ' +
        '(or none ran yet). `npm run test:stories` or `npm test` writes the report when one differs.',
    );
    return 1;
  }
  const stories = [...new Set(report.changes.map((change) => change.storyId))];
  if (patterns.length === 0) {
    console.error(
      `Name the stories whose new pictures to accept (story ids, story files or folders), e.g.\n` +
        `  npm run accept-screenshots -- ${stories[0]}\n` +
        `Changed in the last run: ${stories.join(', ')}\n` +
        `Every picture: npm run test:update-screenshots`,
    );
    return 1;
  }
  const { chosen, unmatched } = select(report.changes, patterns);
  if (unmatched.length > 0) {
    console.error(
      `No changed picture belongs to ${unmatched.join(', ')}; nothing was accepted.\n` +
        `Changed in the last run: ${stories.join(', ')}`,
    );
    return 1;
  }
  for (const change of chosen) {
    const accepted = change.pictures.new;
    // A story's first pictures are written as baselines by the run itself.
    if (accepted) copyFileSync(join(root, REPORT_DIR, accepted.path), join(root, change.baseline));
    else if (!existsSync(join(root, change.baseline))) {
      console.error(`The new picture of ${change.baseline} is missing from the report.`);
      return 1;
    }
    console.log(`accepted ${change.baseline}`);
  }
  const acceptedStories = new Set(chosen.map((change) => change.storyId)).size;
  const left = report.changes.length - chosen.length;
  console.log(
    `\nAccepted ${chosen.length} of ${report.changes.length} changed pictures ` +
      `(${plural(acceptedStories, 'story', 'stories')})${left ? `; ${left} left as they were` : ''}. ` +
      'Look at them in git, then commit them with the change.',
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = acceptScreenshots(process.cwd(), process.argv.slice(2));
}

// The visual report's page: one HTML file with its style and script inline, showing the pictures
// it holds (or, when they are many, the files beside it), so it opens from the file system or a
// CI artifact with no server or network.
import { variantLabel } from '../.storybook/pictures.ts';
import { storyUrl } from '../.storybook/modes.ts';
import { plural, type PictureChange, type VisualChanges } from './visual-changes.ts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const acceptCommand = (target: string) => `npm run accept-screenshots -- ${target}`;

/** Where each picture's story opens: `npm run storybook`'s address, or STORYBOOK_URL's. */
export const storybookAddress = () => process.env.STORYBOOK_URL ?? 'http://localhost:6006/';

/** The stories of each file, in the order the run met them. */
function grouped(changes: PictureChange[]) {
  const files = new Map<string, Map<string, PictureChange[]>>();
  for (const change of changes) {
    const stories = files.get(change.file) ?? new Map<string, PictureChange[]>();
    files.set(change.file, stories);
    stories.set(change.storyId, [...(stories.get(change.storyId) ?? []), change]);
  }
  return files;
}

/**
 * Margin kept around the changed pixels in a close-up, the width it aims for, and the most it
 * shows below where the change starts (a change that moves the rest of a page down would
 * otherwise make the close-up the whole page).
 */
const CLOSE_UP_MARGIN = 24;
const CLOSE_UP_WIDTH = 380;
const CLOSE_UP_HEIGHT = 320;

/** The part of the picture a close-up shows (the changed pixels and a margin), and its zoom. */
function closeUp({ changedArea: area, pictures }: PictureChange) {
  const picture = pictures.new ?? pictures.baseline;
  if (!area || !picture) return undefined;
  const x = Math.max(0, area.x - CLOSE_UP_MARGIN);
  const y = Math.max(0, area.y - CLOSE_UP_MARGIN);
  const width = Math.min(picture.width, area.x + area.width + CLOSE_UP_MARGIN) - x;
  const height =
    Math.min(picture.height, area.y + area.height + CLOSE_UP_MARGIN, y + CLOSE_UP_HEIGHT) - y;
  const zoom = Math.max(1, Math.min(4, Math.floor(CLOSE_UP_WIDTH / width)));
  return { x, y, width, height, zoom };
}

/**
 * The pictures the page holds itself, by their path beside it, as data URLs; without them it
 * shows the files. Each is written once: a picture appears in each of the three views.
 */
export type InlinePictures = Map<string, string>;

/** One picture of a change, framed to its close-up (or whole, as the page's Size says). */
function image(
  change: PictureChange,
  shown: keyof PictureChange['pictures'],
  label: string,
  inline: boolean,
) {
  const picture = change.pictures[shown];
  if (!picture) {
    const why = shown === 'diff' && change.pictures.baseline ? ' (the sizes differ)' : '';
    return `<p class="missing">No ${label.toLowerCase()}${why}</p>`;
  }
  const alt = `${label}: ${change.story}, ${variantLabel(change)}`;
  const img = `<img ${inline ? 'data-picture' : 'src'}="${escape(picture.path)}" alt="${escape(alt)}" width="${picture.width}" height="${picture.height}" loading="lazy">`;
  const area = closeUp(change);
  if (!area) return `<div class="frame whole">${img}</div>`;
  const style = `--x: ${area.x}; --y: ${area.y}; --w: ${area.width}; --h: ${area.height}; --zoom: ${area.zoom}; --iw: ${picture.width}`;
  return `<div class="frame" style="${style}">${img}</div>`;
}

function pictureFigure(change: PictureChange, inline: boolean, storybook: string) {
  // The message says how many pixels differ, or that the sizes differ and how.
  const area = change.changedArea;
  const where = area
    ? ` Changed: ${area.width} × ${area.height} px at (${area.x}, ${area.y}).`
    : '';
  const panel = (shown: keyof PictureChange['pictures'], label: string) =>
    `<figure class="${shown}">${image(change, shown, label, inline)}<figcaption>${label}</figcaption></figure>`;
  return `<figure class="change">
<figcaption><strong>${escape(variantLabel(change))}</strong> ${escape(change.message.replace(/\s+/g, ' '))}${where} <span class="path">${escape(change.baseline)}</span> <a class="storybook" href="${escape(storyUrl(storybook, change.storyId, change))}">Open the story in Storybook, ${escape(variantLabel(change))}</a></figcaption>
<div class="side">${panel('baseline', 'Baseline')}${panel('new', 'New')}${panel('diff', 'Difference')}</div>
<div class="slider" style="--at: 50%">${image(change, 'baseline', 'Baseline', inline)}<div class="over">${image(change, 'new', 'New', inline)}</div>
<input type="range" min="0" max="100" value="50" aria-label="Baseline on the left, new picture on the right: where they meet"></div>
<div class="switch"><button type="button" aria-pressed="false">Showing the baseline: show the new picture</button>
<div class="shown">${image(change, 'baseline', 'Baseline', inline)}<div class="over">${image(change, 'new', 'New', inline)}</div></div></div>
</figure>`;
}

function story(storyId: string, changes: PictureChange[], inline: boolean, storybook: string) {
  const { story: name } = changes[0]!;
  return `<article id="${escape(storyId)}" aria-labelledby="${escape(storyId)}-title">
<h3 id="${escape(storyId)}-title">${escape(name)} <span class="count">${plural(changes.length, 'picture', 'pictures')}</span></h3>
<p class="accept">Story <code>${escape(storyId)}</code>. Accept its new pictures: <code>${escape(acceptCommand(storyId))}</code></p>
${changes.map((change) => pictureFigure(change, inline, storybook)).join('\n')}
</article>`;
}

const STYLE = `
:root { color-scheme: light dark; --line: #8884; --accent: #b35c00; font: 15px/1.5 system-ui, sans-serif; }
body { margin: 0; }
header, .controls, nav, main { padding-inline: 1.5rem; }
header { padding-block-start: .75rem; }
.controls { position: sticky; top: 0; z-index: 2; background: Canvas; border-block-end: 1px solid var(--line); padding-block: .25rem; }
h1 { margin: 0 0 .25rem; font-size: 1.4rem; }
header p { margin: .25rem 0; }
fieldset { display: inline-flex; flex-wrap: wrap; gap: 1rem; border: 1px solid var(--line); border-radius: 6px; margin: .25rem 1rem .25rem 0; }
code { font-size: .9em; background: #8882; padding: .05em .3em; border-radius: 3px; overflow-wrap: anywhere; }
nav ul { margin: .25rem 0; padding-inline-start: 1.25rem; }
nav > ul { columns: 22rem; }
nav li { break-inside: avoid; }
section { border-block-start: 2px solid var(--line); margin-block-start: 1.5rem; }
h2 { font-size: 1.1rem; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
article, section { scroll-margin-top: 5rem; }
article { margin-block: 1rem 2rem; }
h3 { margin-block: .5rem .25rem; }
.count, .path { color: GrayText; font-weight: normal; font-size: .85em; }
.path { display: block; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.accept { margin-block: 0 .75rem; }
figure { margin: 0; }
.change { margin-block-end: 1.5rem; }
.change > figcaption { margin-block-end: .5rem; }
img { display: block; max-inline-size: 100%; block-size: auto; background: repeating-conic-gradient(#8883 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
.frame { outline: 1px solid var(--line); inline-size: calc(var(--w) * var(--zoom) * 1px); block-size: calc(var(--h) * var(--zoom) * 1px); max-inline-size: 100%; overflow: hidden; }
.frame img { inline-size: calc(var(--iw) * var(--zoom) * 1px); max-inline-size: none; margin-inline-start: calc(var(--x) * var(--zoom) * -1px); margin-block-start: calc(var(--y) * var(--zoom) * -1px); image-rendering: pixelated; }
.frame.whole, body:not([data-size=close-up]) .frame { inline-size: auto; block-size: auto; overflow: visible; }
.frame.whole img, body:not([data-size=close-up]) .frame img { inline-size: auto; max-inline-size: 100%; margin: 0; image-rendering: auto; }
body[data-size=actual] .frame img { max-inline-size: none; }
.side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; overflow-x: auto; }
body[data-size=actual] .side { grid-template-columns: repeat(3, max-content); }
.side figcaption { font-weight: 600; }
.missing { color: GrayText; font-style: italic; }
.slider, .switch { display: none; }
.slider, .shown { position: relative; inline-size: fit-content; max-inline-size: 100%; }
.slider .over .frame, .shown .over .frame { outline: none; }
.over { position: absolute; inset: 0; }
.slider .over { clip-path: inset(0 0 0 var(--at)); border-inline-start: 2px solid var(--accent); }
.slider input { inline-size: 100%; margin-block-start: .5rem; }
.switch button { margin-block-end: .5rem; font: inherit; padding: .3rem .8rem; }
.switch .over { display: none; }
.switch.showing-new .over { display: block; }
body[data-view=slider] .side, body[data-view=switch] .side { display: none; }
body[data-view=slider] .slider, body[data-view=switch] .switch { display: block; }
a { color: LinkText; }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
@media (max-width: 700px) { .side { grid-template-columns: minmax(0, 1fr); } .controls { position: static; } }
`;

const SCRIPT = `
for (const input of document.querySelectorAll('input[name=view], input[name=size]'))
  input.addEventListener('change', () => (document.body.dataset[input.name] = input.value));
for (const range of document.querySelectorAll('.slider input'))
  range.addEventListener('input', () => range.parentElement.style.setProperty('--at', range.value + '%'));
for (const button of document.querySelectorAll('.switch button'))
  button.addEventListener('click', () => {
    const showingNew = button.parentElement.classList.toggle('showing-new');
    button.setAttribute('aria-pressed', String(showingNew));
    button.textContent = showingNew
      ? 'Showing the new picture: show the baseline'
      : 'Showing the baseline: show the new picture';
  });
`;

const SHOW_INLINE = `
for (const img of document.querySelectorAll('img[data-picture]')) img.src = PICTURES[img.dataset.picture];
`;

/** The report's page for `report`, showing the pictures beside it or, if given, `inline`. */
export function reportPage(
  { createdAt, changes, otherBrowser }: VisualChanges,
  inline?: InlinePictures,
  storybook = storybookAddress(),
) {
  const files = grouped(changes);
  const stories = [...files.values()].reduce((sum, file) => sum + file.size, 0);
  const contents = [...files]
    .map(
      ([file, fileStories]) =>
        `<li><a href="#${escape(file)}">${escape(file)}</a><ul>${[...fileStories]
          .map(
            ([storyId, storyChanges]) =>
              `<li><a href="#${escape(storyId)}">${escape(storyChanges[0]!.story)}</a> <span class="count">${plural(storyChanges.length, 'picture', 'pictures')}</span></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('\n');
  const sections = [...files]
    .map(
      ([file, fileStories]) =>
        `<section id="${escape(file)}" aria-labelledby="${escape(file)}-title"><h2 id="${escape(file)}-title">${escape(file)}</h2>
<p class="accept">Accept every new picture of this file: <code>${escape(acceptCommand(file))}</code></p>
${[...fileStories].map(([storyId, storyChanges]) => story(storyId, storyChanges, inline !== undefined, storybook)).join('\n')}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${plural(changes.length, 'picture', 'pictures')}</title>
<style>${STYLE}</style>
</head>
<body data-view="side" data-size="close-up">
<header>
<h1>Visual changes</h1>
${otherBrowser ? `<p class="browser" role="note">${escape(otherBrowser)}</p>` : ''}
<p>${plural(changes.length, 'picture', 'pictures')} of ${plural(stories, 'story', 'stories')} differ from their baselines (run of ${escape(createdAt.replace('T', ' ').slice(0, 16))} UTC).</p>
<p>Accept the new pictures of the stories you name (story ids, story files or folders): <code>${escape(acceptCommand('<story id or file>'))}</code>. Every picture: <code>npm run test:update-screenshots</code>.</p>
</header>
<div class="controls">
<fieldset><legend>Show each picture</legend>
<label><input type="radio" name="view" value="side" checked> Side by side</label>
<label><input type="radio" name="view" value="slider"> Slider</label>
<label><input type="radio" name="view" value="switch"> Switch</label>
</fieldset>
<fieldset><legend>Size</legend>
<label><input type="radio" name="size" value="close-up" checked> Close-up of the change</label>
<label><input type="radio" name="size" value="whole"> Whole picture</label>
<label><input type="radio" name="size" value="actual"> Whole picture, actual size</label>
</fieldset>
</div>
<nav aria-label="Changed stories"><h2>Changed stories</h2><ul>
${contents}
</ul></nav>
<main>
${sections}
</main>
${
  inline
    ? `<script>const PICTURES = ${JSON.stringify(Object.fromEntries(inline)).replace(/</g, '\\u003c')};
${SHOW_INLINE}</script>`
    : ''
}
<script>${SCRIPT}</script>
</body>
</html>
`;
}

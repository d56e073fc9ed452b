import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThemeScript, themeScript } from './ThemeScript';

const STORAGE_KEY = 'my-app.theme';

/** Nothing of it shows: it is a `<script>`. Beside it, the text it runs. */
function InHead({ storageKey }: { storageKey: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <ThemeScript storageKey={storageKey} />
      <figcaption>In the page's head, it runs:</figcaption>
      {/* In the page's font: the generic monospace is not one font from run to run of the story
          tests (the headless shell once gave Liberation Mono, once DejaVu Sans Mono). */}
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', font: 'inherit' }}>
        <code style={{ font: 'inherit' }}>{themeScript(storageKey)}</code>
      </pre>
    </figure>
  );
}

const meta = {
  title: 'Components/Foundations/ThemeScript',
  component: ThemeScript,
  tags: ['autodocs', 'new'],
  args: { storageKey: STORAGE_KEY },
  render: (args) => <InHead storageKey={args.storageKey} />,
  parameters: {
    guidance: {
      use: "In the `<head>` of a page rendered on a server (Next.js's root layout) whose app keeps a member's theme choice in local storage: the choice is on `<html data-theme>` before the first paint, so a dark page never flashes light.",
      avoid:
        'Where the page follows the device, `<BeeGlobalProvider theme="system">` needs no script: CSS alone paints the device\'s theme. In a client-only app, give the provider its `theme` prop.',
      do: {
        caption:
          'Put it first in `<head>`, with the same key the app stores the choice under, and `suppressHydrationWarning` on `<html>`.',
      },
      dont: {
        caption:
          "Don't render it in `<body>` or from a client component: by then the page has painted once in the wrong theme.",
      },
      access: [
        '- Nothing to see or focus: it sets `data-theme` on `<html>`, and the theme gives every colour its contrast.',
        "- A stored choice other than light or dark, or storage the browser blocks, leaves the device's theme.",
      ].join('\n'),
    },
  },
} satisfies Meta<typeof ThemeScript>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored choice on <html> when its text runs, as a browser runs it in the head. */
export const PutsTheStoredChoiceOnThePage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const script = canvasElement.querySelector('script');
    await expect(script?.textContent).toContain(JSON.stringify(STORAGE_KEY));
    await expect(canvas.getByText(/localStorage\.getItem/)).toBeVisible();
    const root = document.documentElement;
    const theme = root.getAttribute('data-theme');
    try {
      for (const [stored, shown] of [
        ['dark', 'dark'],
        ['light', 'light'],
        ['sepia', 'system'],
      ]) {
        localStorage.setItem(STORAGE_KEY, stored!);
        const run = document.createElement('script');
        run.textContent = script!.textContent;
        document.head.append(run);
        run.remove();
        await expect(root).toHaveAttribute('data-theme', shown);
      }
    } finally {
      localStorage.removeItem(STORAGE_KEY);
      if (theme === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', theme);
    }
  },
};

import type { ReactNode } from 'react';
import { Markdown, useOf } from '@storybook/addon-docs/blocks';
import { themeValues, tokenName } from '../src/styles/themeValues';
import { statusOf } from './statuses';

/**
 * A component's guidance on its Docs page, from its stories' meta (`parameters.guidance`): when
 * to use it and when not, a do and a don't (rendered where the choice is visual), and what it
 * does for a keyboard and a screen reader.
 */
export interface Guidance {
  /** When to reach for it: one or two sentences. */
  use: string;
  /** When to use something else, and what. */
  avoid: string;
  /** A right use: a live example where the choice is visual, else words. */
  do: Example;
  /** A wrong use beside it. */
  dont: Example;
  /** Its keyboard and screen-reader behaviour (Markdown: a short list). */
  access: string;
}

export interface Example {
  /** What to see in the example, one sentence. */
  caption: string;
  /** The example itself, rendered on the page; leave it out where words say it. */
  example?: ReactNode;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** The guidance on this component's Docs page (ComponentDocs.tsx). */
    guidance?: Guidance;
  }
}

/** A colour of the theme the docs page shows (its custom property, set by `data-theme`). */
const colour = (name: keyof (typeof themeValues)['light']['color']) =>
  `var(--${tokenName(['color', name])})`;

function Example({ verdict, example }: { verdict: 'Do' | "Don't"; example: Example }) {
  const ok = verdict === 'Do';
  return (
    <figure
      style={{
        margin: 0,
        flex: '1 1 16rem',
        border: `2px solid ${colour(ok ? 'success' : 'danger')}`,
        borderRadius: 10,
        overflow: 'hidden',
      }}
    >
      {example.example && (
        <div className="bee-guidance-example" style={{ padding: 16 }}>
          {example.example}
        </div>
      )}
      <figcaption
        style={{ padding: '8px 16px', borderBlockStart: `1px solid ${colour('border')}` }}
      >
        <strong style={{ color: colour(ok ? 'success' : 'danger') }}>{verdict}:</strong>{' '}
        {example.caption}
      </figcaption>
    </figure>
  );
}

/** The guidance block, under the docs page's description. */
export function GuidanceBlock() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const guidance = preparedMeta.parameters.guidance as Guidance | undefined;
  if (!guidance) return null;
  return (
    <section aria-label="Guidance">
      <h2>When to use it</h2>
      <Markdown>{guidance.use}</Markdown>
      <h3>When not to</h3>
      <Markdown>{guidance.avoid}</Markdown>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, marginBlock: 16 }}>
        <Example verdict="Do" example={guidance.do} />
        <Example verdict="Don't" example={guidance.dont} />
      </div>
      <h3>Keyboard and screen readers</h3>
      <Markdown>{guidance.access}</Markdown>
    </section>
  );
}

/** The component's status (Stable, New, App only) as a badge beside its title. */
export function StatusBadge() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const status = statusOf(preparedMeta.tags ?? []);
  if (!status) return null;
  return (
    <span
      title={status.description}
      style={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 9999,
        fontSize: 13,
        fontWeight: 700,
        background: colour(status.background),
        color: colour(status.text),
      }}
    >
      {status.label}
    </span>
  );
}

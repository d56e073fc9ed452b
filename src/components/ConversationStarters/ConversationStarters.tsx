'use client';

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import Sparkles from 'lucide-react/icons/sparkles';
import * as styles from './ConversationStarters.css';

/** Five openers about culture: questions people enjoy answering about where they come from. */
export const STARTERS = [
  msg`What dish from home would you cook for me on a first date?`,
  msg`Which festival from your culture should everyone experience at least once?`,
  msg`Is there a word in your language that English just can’t translate?`,
  msg`What tradition from your family would you love to keep wherever you live?`,
  msg`What song takes you straight back home the moment you hear it?`,
] as const;

export type ConversationStartersProps = {
  /** Puts the opener, in the interface's language, in the message field; it is not sent. */
  onPick: (starter: string) => void;
};

/** The AI Starters panel: a click fills the composer, and the member sends when ready. */
export function ConversationStarters({ onPick }: ConversationStartersProps) {
  const { t } = useLingui();
  // Its own id: two panels on a page (a chat beside another) each name their own region.
  const heading = useId();
  return (
    <section className={styles.panel} aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>
        <Sparkles size={16} aria-hidden />
        <Trans>AI Starters</Trans>
      </h2>
      <ul className={styles.list}>
        {STARTERS.map((starter) => {
          const text = t(starter);
          return (
            <li key={starter.id}>
              <button type="button" className={styles.starter} onClick={() => onPick(text)}>
                {text}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

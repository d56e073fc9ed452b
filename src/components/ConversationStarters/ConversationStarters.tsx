import { Sparkles } from 'lucide-react';
import * as styles from './ConversationStarters.css';

/** Five openers about culture: questions people enjoy answering about where they come from. */
export const STARTERS = [
  'What dish from home would you cook for me on a first date?',
  'Which festival from your culture should everyone experience at least once?',
  'Is there a word in your language that English just can’t translate?',
  'What tradition from your family would you love to keep wherever you live?',
  'What song takes you straight back home the moment you hear it?',
] as const;

export type ConversationStartersProps = {
  /** Puts the opener in the message field; it is not sent. */
  onPick: (starter: string) => void;
};

/** The AI Starters panel: a click fills the composer, and the member sends when ready. */
export function ConversationStarters({ onPick }: ConversationStartersProps) {
  return (
    <section className={styles.panel} aria-labelledby="ai-starters-heading">
      <h2 id="ai-starters-heading" className={styles.heading}>
        <Sparkles size={16} aria-hidden />
        AI Starters
      </h2>
      <ul className={styles.list}>
        {STARTERS.map((starter) => (
          <li key={starter}>
            <button type="button" className={styles.starter} onClick={() => onPick(starter)}>
              {starter}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

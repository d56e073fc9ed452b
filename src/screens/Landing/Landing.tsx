import { Suspense, useEffect, type ReactNode } from 'react';
import { Benefits } from './Benefits';
import { Figures } from './Figures';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { HowItWorks, HOW_IT_WORKS_ID } from './HowItWorks';
import { Pricing } from './Pricing';
import { replayEarlyPresses } from './prerendered';
import { TopBar } from './TopBar';
import { TryFreeBand } from './TryFreeBand';
import { belowFold } from './Landing.css';
import { prefersReducedMotion } from '../../styles/tokens';

/**
 * A part below the first screen, taken over by the app on its own: React hydrates each Suspense
 * boundary in a task of its own, after the top bar and the hero, where the whole page in one task
 * held a phone's main thread for over 100 ms. The browser lays it out only as it nears the
 * viewport (`belowFold`).
 */
const Section = ({ children }: { children: ReactNode }) => (
  <div className={belowFold}>
    <Suspense>{children}</Suspense>
  </div>
);

/** The public front page: what BeeGlobal is, how it works, what it costs, and the way in. */
export function Landing() {
  // Pre-rendered, the page could be pressed before the app took it over.
  useEffect(replayEarlyPresses, []);

  const showHowItWorks = () => {
    const section = document.getElementById(HOW_IT_WORKS_ID);
    if (!section) return;
    const still = prefersReducedMotion();
    section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they asked for.
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <TopBar />
      <main>
        <Hero onShowHowItWorks={showHowItWorks} />
        <Section>
          <Benefits />
        </Section>
        <Section>
          <HowItWorks />
        </Section>
        <Section>
          <Figures />
        </Section>
        <Section>
          <Pricing />
        </Section>
        <Section>
          <TryFreeBand />
        </Section>
      </main>
      {/* Not a section of its own: its language and theme pickers change the page at once. */}
      <Footer />
    </>
  );
}

export default Landing;

import { useEffect } from 'react';
import { Benefits } from './Benefits';
import { Figures } from './Figures';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { HowItWorks, HOW_IT_WORKS_ID } from './HowItWorks';
import { Pricing } from './Pricing';
import { replayEarlyPresses } from './prerendered';
import { TopBar } from './TopBar';
import { TryFreeBand } from './TryFreeBand';

/** The public front page: what BeeGlobal is, how it works, what it costs, and the way in. */
export function Landing() {
  // Pre-rendered, the page could be pressed before the app took it over.
  useEffect(replayEarlyPresses, []);

  const showHowItWorks = () => {
    const section = document.getElementById(HOW_IT_WORKS_ID);
    if (!section) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the section they asked for.
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <TopBar />
      <main>
        <Hero onShowHowItWorks={showHowItWorks} />
        <Benefits />
        <HowItWorks />
        <Figures />
        <Pricing />
        <TryFreeBand />
      </main>
      <Footer />
    </>
  );
}

export default Landing;

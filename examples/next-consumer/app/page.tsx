import { BeeGlobalProvider, LOCALES, THEMES } from '@beeglobal/ui';
import { Showcase } from './Showcase';

/** A server page in English and light: the components' HTML comes from the server. */
export default function Home() {
  return (
    <main>
      <h1>@beeglobal/ui in a Next.js app</h1>
      <p>
        Themes: <output id="themes">{THEMES.join(', ')}</output>; languages:{' '}
        <output id="locales">{LOCALES.join(', ')}</output>
      </p>
      <BeeGlobalProvider theme="light">
        <Showcase name="Light" />
      </BeeGlobalProvider>
    </main>
  );
}

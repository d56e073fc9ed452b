import { BeeGlobalProvider } from '@beeglobal/ui';
import { Showcase } from '../Showcase';

/** A server page in dark. */
export default function Dark() {
  return (
    <main>
      <h1>Dark</h1>
      <BeeGlobalProvider theme="dark">
        <Showcase name="Dark" />
      </BeeGlobalProvider>
    </main>
  );
}

import { BeeGlobalProvider } from '@beeglobal/ui';
import { Showcase } from '../Showcase';

/** A server page in the device's theme: light or dark from CSS alone. */
export default function System() {
  return (
    <main>
      <h1>The device&apos;s theme</h1>
      <BeeGlobalProvider theme="system">
        <Showcase name="System" />
      </BeeGlobalProvider>
    </main>
  );
}

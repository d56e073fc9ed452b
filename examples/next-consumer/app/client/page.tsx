import { BeeGlobalProvider } from '@beeglobal/ui';
import { Interactive } from '../Interactive';

/** A server page around the app's client component, whose handlers work once it hydrates. */
export default function Client() {
  return (
    <main>
      <h1>Interactive</h1>
      <BeeGlobalProvider theme="light">
        <Interactive name="Interactive" />
      </BeeGlobalProvider>
    </main>
  );
}

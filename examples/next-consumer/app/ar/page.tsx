import { BeeGlobalProvider } from '@beeglobal/ui';
import { messages } from '@beeglobal/ui/messages/ar';
import { Interactive } from '../Interactive';
import { Showcase } from '../Showcase';

/** A server page in Arabic, right to left: its words already in the server's HTML. */
export default function Arabic() {
  return (
    <main>
      <h1>Arabic</h1>
      <BeeGlobalProvider locale="ar" messages={messages} theme="light">
        <Showcase name="Arabic" />
        <Interactive name="Arabic, interactive" />
      </BeeGlobalProvider>
    </main>
  );
}

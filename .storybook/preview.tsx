import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '../src/styles/fonts';
import '../src/styles/global.css';
import { notify } from '../src/components/Toaster/notify';
import { REFERENCE_NOW } from '../src/mocks/clock';
import { pinClock } from '../src/state/clock';
import { handlers, resetMockBackend } from '../src/mocks/handlers';
import { resetSession, withRouter, withTheme } from './decorators';

const preview: Preview = {
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledRequest(request, print) {
          // Only API calls must be mocked; the page's own files pass through.
          if (isCommonAssetRequest(request) || !new URL(request.url).pathname.startsWith('/api/'))
            return;
          print.error();
        },
      });
      return worker;
    }),
  ],
  // The last decorator is the outermost: the theme wraps the router.
  decorators: [withRouter, withTheme],
  beforeEach: ({ parameters }) => {
    resetSession(parameters.session);
    resetMockBackend();
    notify.dismissAll();
    // The app's "now" is the reference date unless a story gives its own.
    pinClock(parameters.now ?? REFERENCE_NOW);
  },
  parameters: {
    layout: 'padded',
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;

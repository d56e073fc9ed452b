import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { isCommonAssetRequest } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '../src/styles/fonts';
import '../src/styles/global.css';
import { REDUCED_MOTION_ATTRIBUTE } from '../src/styles/tokens';
import { loadOverlays } from '../src/components/overlays/useOverlays';
import { notify } from '../src/components/Toaster/notify';
import { API_BASE_PATH } from '../src/contract/endpoints';
import { REFERENCE_NOW } from '../src/mocks/referenceNow';
import { pinClock } from '../src/state/clock';
import { setTiming } from '../src/state/timing';
import { handlers, resetMockBackend } from '../src/mocks/handlers';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import { activate } from '../src/i18n/activate';
import { InterfaceLanguage } from '../src/i18n/InterfaceLanguage';
import { LANGUAGE_NAMES, LOCALES, PSEUDO_LOCALE, isLocale } from '../src/i18n/locales';
import { resetSession, withRouter } from './decorators';
import { VIEWPORTS, modes } from './modes';
import { describeNativeProps } from './nativeProps';
import { ComponentDocs } from './ComponentDocs';
import { ThemedDocs } from './ThemedDocs';
import { forgetPendingRequests, trackRequests } from './network';
import { startMemberWords, trackMemberWords } from './languages';

// Lazy screens and their data take longer than testing-library's 1 s on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // The toolbar's language, beside its theme: every story in each language the interface speaks.
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [...LOCALES, PSEUDO_LOCALE].map((locale) => ({
          value: locale,
          title: LANGUAGE_NAMES[locale],
        })),
        dynamicTitle: true,
      },
    },
    // What the device's reduced-motion setting changes: the card that stays instead of flying,
    // no smooth scroll, transitions cut short (`data-motion` on <html>, as the media query does).
    motion: {
      description: 'Reduced motion',
      toolbar: {
        title: 'Reduced motion',
        icon: 'transfer',
        items: [
          { value: 'no-preference', title: 'Motion' },
          { value: 'reduce', title: 'Reduced motion' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', motion: 'no-preference' },
  argTypesEnhancers: [describeNativeProps],
  loaders: [
    // The language's words are in before the story draws, as in the app.
    ({ globals }) =>
      activate(isLocale(globals.locale) ? globals.locale : 'en', ['screens', 'demo']),
    // The menu's and the dialogs' code is in, as in the app once its screen is drawn (a journey
    // covers a press that comes before it).
    async () => void (await loadOverlays()),
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        // Relative to Storybook's iframe, so a static Storybook works under any sub-path; the
        // test runner serves its pages elsewhere and the worker from the root.
        serviceWorker: {
          url: location.pathname.endsWith('iframe.html')
            ? 'mockServiceWorker.js'
            : '/mockServiceWorker.js',
        },
        onUnhandledFrame({ frame, defaults }) {
          // Only API calls must be mocked; the page's own files and sockets pass through.
          if (frame.protocol !== 'http') return;
          const { request } = frame.data as { request: Request };
          if (
            isCommonAssetRequest(request) ||
            !new URL(request.url).pathname.startsWith(`${API_BASE_PATH}/`)
          )
            return;
          defaults.error();
        },
      });
      trackRequests(worker);
      trackMemberWords(worker);
      return worker;
    }),
  ],
  decorators: [
    withRouter,
    (Story) => (
      <InterfaceLanguage>
        <Story />
      </InterfaceLanguage>
    ),
    (Story, { globals }) => {
      const root = document.documentElement;
      if (globals.motion === 'reduce') root.setAttribute(REDUCED_MOTION_ATTRIBUTE, 'reduce');
      else root.removeAttribute(REDUCED_MOTION_ATTRIBUTE);
      return <Story />;
    },
    // The toolbar's theme, set on <html> as the app sets it, so portals (dialogs, toasts) follow.
    withThemeByDataAttribute({
      themes: { Light: 'light', Dark: 'dark' },
      defaultTheme: 'Light',
      attributeName: 'data-theme',
    }),
  ],
  beforeEach: ({ parameters, args }) => {
    forgetPendingRequests();
    resetSession(parameters.session);
    const backend = resetMockBackend();
    parameters.mockData?.(backend.db);
    // Everything the mock backend holds (and what the story is given) is members' words.
    startMemberWords(args, parameters.session, backend.db);
    // The story's stored user is signed in at the mock backend too, so its token is accepted.
    if (parameters.session) {
      backend.db.sessions.push({
        token: parameters.session.token,
        userId: parameters.session.id,
        createdAt: REFERENCE_NOW.toISOString(),
      });
    }
    notify.dismissAll();
    // The app's "now" is the reference date unless a story gives its own.
    pinClock(parameters.now ?? REFERENCE_NOW);
    // The product's delays (card advance, match dialog, payment) are zero unless a story sets
    // them, and toasts stay until the screenshot, however long a loaded machine takes to get there.
    setTiming({
      cardAdvanceMs: 0,
      matchDialogMs: 0,
      paymentMs: 0,
      toastMs: Infinity,
      firstAnswersMs: 0,
      ...parameters.timing,
    });
  },
  parameters: {
    layout: 'padded',
    docs: { container: ThemedDocs, page: ComponentDocs },
    msw: { handlers },
    a11y: {
      test: 'error',
      // A run from the command line (npm test) judges axe's violations and shows nothing else, so
      // axe gathers only those: its passes, with every node they hold, made the run's report 46 MB
      // and the screens' stories 7 % slower. Storybook's panel, and a run from its UI, get all.
      ...(import.meta.env.VITEST_STORYBOOK === 'false' && {
        options: { resultTypes: ['violations'] },
      }),
    },
    // The pictures every story is taken in, locally and by Chromatic, unless it declares its own.
    chromatic: { modes: modes.component },
    viewport: { options: VIEWPORTS },
    // The sidebar in the product's order: what is here, the tokens, the parts by role (the
    // foundations first, the app's own last), then the screens as a member meets them.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Tokens',
          'API',
          'Components',
          // COMPONENT_GROUPS (statuses.ts), written out: Storybook reads this order without
          // running the file. The Storybook journey holds the sidebar to that list.
          [
            'Foundations',
            'Actions',
            'Navigation',
            'Forms',
            'Feedback',
            'Overlays',
            'Social',
            'Events',
            'Chat',
            'Premium',
            'Demo',
          ],
          'Screens',
          [
            'Landing',
            'Auth',
            'Profile setup',
            'Dashboard',
            'Messages',
            'Events',
            'Subscription',
            'Profile',
            '404',
          ],
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;

import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { findChromium, testChromiumArgs } from './scripts/chromium.mjs';
import { compareWithBaseline, parkPointer } from './scripts/screenshot-match.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The visual report acts only on runs of the stories (scripts/visual-report.ts).
      reporters: ['default', './scripts/visual-report.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            // A worker keeps the modules it has loaded from one file to the next: loading them
            // again for each of 54 files was most of the step (unit and contract 83 s -> 40 s,
            // measured). A file that stubs a global takes it back in its afterAll.
            isolate: false,
            // The API client's base is read once, when its module loads: one for every file.
            env: { VITE_API_URL: 'http://backend.test/api/' },
            setupFiles: ['src/i18n/unit.setup.ts'],
            include: [
              'src/**/*.test.ts',
              'scripts/**/*.test.ts',
              'vite-plugins/**/*.test.ts',
              'eslint-rules/**/*.test.ts',
              '.storybook/**/*.test.ts',
            ],
            exclude: ['src/**/*.contract.test.ts', 'scripts/generate/generate.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            // The generators tried in a copy of the project: a step of its own in npm test, beside
            // the type-check and lint, which it runs there too.
            name: 'generators',
            environment: 'node',
            include: ['scripts/generate/generate.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'contract',
            environment: 'node',
            // Each file starts mock backends of its own; the modules behind them load once.
            isolate: false,
            include: ['contract-tests/**/*.test.ts', 'src/**/*.contract.test.ts'],
            testTimeout: 30_000,
            // A real backend's data is one for all files (no reset): they take turns, as they did
            // when the suite was one file. The mock backends are started per file.
            ...(process.env.CONTRACT_BASE_URL ? { maxWorkers: 1 } : {}),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            setupFiles: ['.storybook/vitest.setup.ts'],
            testTimeout: 30_000,
            // Three story files at a time on two cores: a page waits on the runner between steps
            // (a picture's capture and its hash, the next command), and with two pages a third of
            // the CPU stayed idle once the journeys' builds were made. Every story, alone on this
            // machine, runs after runs: two pages 217 and 198 s, three 194 and 187 s.
            maxWorkers: 3,
            // One page a worker for all its story files, not a new one per file: a file's start
            // (loading the app's modules again, starting the mock worker) was a quarter of the
            // step (stories 328 s -> 181 s, measured). Stories never relied on a fresh page: the
            // preview's beforeEach resets what a story may change, as it did between the stories
            // of one file.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath: findChromium() ?? undefined,
                  args: testChromiumArgs,
                },
                contextOptions: {
                  reducedMotion: 'reduce',
                  locale: 'en-US',
                  timezoneId: 'UTC',
                },
              }),
              instances: [{ browser: 'chromium' }],
              screenshotFailures: false,
              commands: { compareWithBaseline, parkPointer },
            },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.e2e.ts'],
            globalSetup: ['e2e/serve.ts'],
            // Two journey files at a time, each worker with an app and API of its own (serve.ts):
            // a journey waits on its browser much of the time, and one at a time left a core idle.
            maxWorkers: 2,
            // A worker keeps the modules it has loaded (Playwright, the mock backend's) from one
            // journey file to the next: loading them again for each file cost 22 of the journeys'
            // 443 CPU-seconds (measured with process accounting). Each file opens its own browser.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 120_000,
            // A poll waits as long as a locator does (e2e/browser.ts): vitest's 1 s default was
            // too short for a picture to load beside another journey's build.
            expect: { poll: { timeout: 8_000 } },
          },
        },
      ],
    },
  }),
);

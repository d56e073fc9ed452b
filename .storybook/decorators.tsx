import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { createMemoryRouter } from 'react-router';
// The DOM RouterProvider: it brings flushSync, which the one in 'react-router' lacks.
import { RouterProvider } from 'react-router/dom';
import { AppComponents } from '../src/app/AppComponents';
import { forgetMemberCache } from '../src/app/memberCache';
import { routes } from '../src/app/routes';
import type { StoredUser } from '../src/contract/browserStorage';
import { useSession } from '../src/state/session';
import type { Timing } from '../src/state/timing';
import type { Db } from '../src/mocks/data/db';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /**
     * Mounts the app's real route table at this path (or history of paths, last one current):
     * a screen story is the screen exactly as the app shows it.
     */
    route?: string | string[];
    /** The stored user the story starts with; null (the default) is signed out. */
    session?: StoredUser | null;
    /** The app's "now" for this story; the reference date of the seeded data by default. */
    now?: Date;
    /** The product's delays for this story; all zero by default. */
    timing?: Partial<Timing>;
    /** Changes the story's fresh copy of the seeded data before it renders (fewer posts, say). */
    mockData?: (db: Db) => void;
  }
}

/** Every story starts from a known session: the stored user of `parameters.session`, or none. */
export function resetSession(session: StoredUser | null = null) {
  forgetMemberCache();
  localStorage.clear();
  useSession.setState({ user: session });
}

function StoryRouter({ route, story }: { route?: string | string[]; story: ReactNode }) {
  const [router] = useState(() =>
    route === undefined
      ? createMemoryRouter([{ path: '*', element: <AppComponents>{story}</AppComponents> }])
      : createMemoryRouter(routes, { initialEntries: Array.isArray(route) ? route : [route] }),
  );
  return <RouterProvider router={router} />;
}

/**
 * Screen stories (`parameters.route`) render the real routes; component stories get a router to
 * link with, and the components' provider as the app gives it.
 */
export const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter route={parameters.route} story={<Story />} />
);

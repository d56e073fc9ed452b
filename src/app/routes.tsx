import { Navigate, type RouteObject } from 'react-router';
import { loadCatalogue } from '../i18n/activate';
import { paths } from '../paths';
import { nextTask } from '../state/nextTask';
import { Landing } from '../screens/Landing/Landing';
import { AppShell } from './AppShell';
import { RouteError } from './RouteError';

type ScreenModule = { default: React.ComponentType };

/**
 * A lazily loaded screen: its code is a chunk of its own, fetched on first visit together with
 * the screens' words (the landing page's come first, with the app). Its load starts a task
 * later: the router starts a first visit's loads inside the task that creates it, which the
 * chunks' preload links lengthened by about 8 ms here (four times that on the phone Lighthouse
 * simulates).
 */
const screen = (load: () => Promise<ScreenModule>) => async () => {
  await nextTask();
  const [module] = await Promise.all([load(), loadCatalogue('screens')]);
  return { Component: module.default };
};

/**
 * The dashboard's first GETs start as its route loads, beside its code rather than once it has
 * drawn: on a phone its chunks take most of a second, and the data comes in that time. React
 * Router runs a loader beside `lazy` and draws the route once both are done; this one waits for
 * the guard and shell's chunk, which the member routes are loading anyway, and for the first
 * answers (a bounded wait, see `prefetchDashboard`), which the screen's queries take.
 */
const prefetchDashboard = () =>
  nextTask()
    .then(() => import('./guardAndShell'))
    .then((loaders) => loaders.prefetchDashboard())
    .then(() => null);

/** Every screen's route, shared by the app and by every screen story. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    // A first visit to a lazy screen draws nothing until its code is in (no loading frame).
    HydrateFallback: () => null,
    children: [
      { path: paths.home, element: <Landing /> },
      { path: paths.landing, element: <Landing /> },
      { path: paths.index, element: <Navigate to={paths.home} replace /> },
      { path: paths.feed, element: <Navigate to={paths.dashboard} replace /> },
      { path: paths.auth, lazy: screen(() => import('../screens/Auth/Auth')) },
      {
        // The guard and the stored user it reads load with the first member screen, not the landing.
        lazy: screen(() =>
          import('./guardAndShell').then(({ RequireUser }) => ({ default: RequireUser })),
        ),
        children: [
          {
            lazy: screen(() =>
              import('./guardAndShell').then(({ MemberShell }) => ({ default: MemberShell })),
            ),
            children: [
              {
                path: paths.profileSetup,
                lazy: screen(() => import('../screens/ProfileSetup/ProfileSetup')),
              },
              {
                path: paths.dashboard,
                loader: prefetchDashboard,
                lazy: screen(() => import('../screens/Dashboard/Dashboard')),
              },
              { path: paths.messages, lazy: screen(() => import('../screens/Messages/Messages')) },
              { path: paths.events, lazy: screen(() => import('../screens/Events/Events')) },
              {
                path: paths.subscription,
                lazy: screen(() => import('../screens/Subscription/Subscription')),
              },
              { path: paths.profile, lazy: screen(() => import('../screens/Profile/Profile')) },
              {
                path: `${paths.profile}/:userId`,
                lazy: screen(() => import('../screens/Profile/Profile')),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: screen(() => import('../screens/NotFound/NotFound')) },
    ],
  },
];

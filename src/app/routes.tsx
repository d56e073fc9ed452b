import { Navigate, type RouteObject } from 'react-router-dom';
import { Landing } from '../screens/Landing/Landing';
import { AppShell } from './AppShell';
import { RequireUser } from './RequireUser';
import { RouteError } from './RouteError';

type ScreenModule = { default: React.ComponentType };

/** A lazily loaded screen: its code is a chunk of its own, fetched on first visit. */
const screen = (load: () => Promise<ScreenModule>) => async () => ({
  Component: (await load()).default,
});

/** The route table of spec section 2, shared by the app and by every screen story. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Landing /> },
      { path: '/landing', element: <Landing /> },
      { path: '/index', element: <Navigate to="/" replace /> },
      { path: '/feed', element: <Navigate to="/dashboard" replace /> },
      { path: '/auth', lazy: screen(() => import('../screens/Auth/Auth')) },
      {
        element: <RequireUser />,
        children: [
          {
            lazy: screen(() => import('./MemberShell')),
            children: [
              {
                path: '/profile-setup',
                lazy: screen(() => import('../screens/ProfileSetup/ProfileSetup')),
              },
              { path: '/dashboard', lazy: screen(() => import('../screens/Dashboard/Dashboard')) },
              { path: '/messages', lazy: screen(() => import('../screens/Messages/Messages')) },
              { path: '/events', lazy: screen(() => import('../screens/Events/Events')) },
              {
                path: '/subscription',
                lazy: screen(() => import('../screens/Subscription/Subscription')),
              },
              { path: '/profile', lazy: screen(() => import('../screens/Profile/Profile')) },
              {
                path: '/profile/:userId',
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

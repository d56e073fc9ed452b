import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../styles/fonts';
import '../styles/global.css';
import { honeyTheme } from '../styles/theme.css';
import { handleSessionExpiry } from '../api/client';
import { routes } from './routes';

document.documentElement.classList.add(honeyTheme);

const router = createBrowserRouter(routes);

// A 401 on any call: the stored user is already gone; go to /auth and say why.
handleSessionExpiry((message) => {
  void router.navigate('/auth');
  void import('../components/Toaster/notify').then(({ notify }) => notify.error(message));
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

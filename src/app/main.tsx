import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../styles/fonts';
import '../styles/global.css';
import { honeyTheme } from '../styles/theme.css';
import { routes } from './routes';

document.documentElement.classList.add(honeyTheme);

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

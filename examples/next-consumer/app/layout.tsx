import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { ThemeScript } from '@beeglobal/ui';
import '@beeglobal/ui/styles.css';
import { Hydrated } from './Hydrated';

// No favicon file: an empty icon, so the browser asks for none (a 404 in the console).
export const metadata: Metadata = {
  title: '@beeglobal/ui in a Next.js app',
  icons: { icon: 'data:,' },
};

/** The site's pages: the package's stylesheet, and the stored theme on <html> before first paint. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <ThemeScript storageKey="next-consumer.theme" />
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        {children}
        <Hydrated />
      </body>
    </html>
  );
}

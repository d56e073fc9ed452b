import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Nothing BeeGlobal-specific: the package's CSS is plain CSS, its words are compiled in.
// (button.html, everything.html and react.html are pages `npm run bench` builds one at a time.)
export default defineConfig({ plugins: [react()] });

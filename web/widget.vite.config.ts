import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The connect widget (index.html, served for every widget path), built on its own after the other pages
// (vite.config.ts empties web/dist, this build adds to it): its chunks hold only what it needs, whatever
// GraphiQL, /docs or any later page share among themselves. bench/widget-size.mjs measures what it loads.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // Logos and scope icons are served by the server at runtime; everything else is bundled.
  publicDir: false,
  plugins: [react()],
  // rxjs (under @apollo/client) ships an ES5 build by default and an ES2015 one under this condition:
  // native classes instead of tslib helpers, about 2 KB less gzip.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // The one lazy chunk (the screens after PREAMBLE) imports only the entry, already loaded: nothing to
    // preload, so neither the preload helper nor its polyfill is shipped.
    modulePreload: false,
    // terser (two compress passes) writes about 2.5 KB less gzip than esbuild's minifier here.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: { input: { main: fileURLToPath(new URL('./index.html', import.meta.url)) } },
  },
});

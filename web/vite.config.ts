import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

// Two entries: the connect widget (index.html, served for every widget path) and GraphiQL
// (graphiql.html, served at GET /graphql). GraphiQL is only reachable from its own entry, so none
// of it lands in the widget's chunks.
export default defineConfig({
  root,
  base: '/',
  // Logos and scope icons are served by the server at runtime; everything else is bundled.
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // GraphiQL's own chunk is large by nature; the widget's chunks stay far below this.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
    },
  },
  server: {
    // `STAFFBRIDGE_URL=http://localhost:3000 npx vite --config web/vite.config.ts` develops against a running server.
    proxy: process.env.STAFFBRIDGE_URL
      ? { '/graphql': { target: process.env.STAFFBRIDGE_URL, changeOrigin: true } }
      : undefined,
  },
});

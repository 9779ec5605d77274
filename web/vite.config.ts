import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Redoc's sidebar credit loads its logo from cdn.redoc.ly; /docs must work offline and call no one,
 * so the bundle gets an empty inline image there instead (the credit's text stays).
 */
const redocOffline: Plugin = {
  name: 'staffbridge-redoc-offline',
  transform(code, id) {
    if (!id.includes('/node_modules/redoc/')) return null;
    return code.replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E");
  },
};

// Entries: the connect widget (index.html, served for every widget path), GraphiQL (graphiql.html,
// GET /graphql), the API reference (docs.html, GET /docs) and the client console (console.html,
// GET /console). GraphiQL, Redoc and the console are only reachable from their own entries, so none
// of them lands in the widget's chunks.
export default defineConfig({
  root,
  base: '/',
  // Logos and scope icons are served by the server at runtime; everything else is bundled.
  publicDir: false,
  plugins: [react(), redocOffline],
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
        docs: fileURLToPath(new URL('./docs.html', import.meta.url)),
        console: fileURLToPath(new URL('./console.html', import.meta.url)),
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

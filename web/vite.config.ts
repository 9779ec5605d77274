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

// The pages beside the widget: GraphiQL (graphiql.html, GET /graphql), the API reference (docs.html,
// GET /docs) and the client console (console.html, GET /console). The connect widget is built after them, on
// its own (widget.vite.config.ts), so that no chunk it loads is shared with these pages and it carries only
// what it uses.
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
    // GraphiQL's and Redoc's chunks are large by nature.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      input: {
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

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The embed module (/embed.js): one small ES module a client's page imports from Staffbridge, built
// apart from the widget's app build (library mode keeps its exports and a stable file name).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: false,
  build: {
    outDir: 'dist/embed',
    emptyOutDir: true,
    target: 'es2020',
    minify: 'esbuild',
    lib: {
      entry: fileURLToPath(new URL('./src/embed/embed.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'embed.js',
    },
  },
});

// The command line of both screenshot scripts: <server url> <admin key> [--width N] [--out DIR]; the
// screenshots go to docs/screenshots/ unless --out names another folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function screenshotArgs(script, defaultWidth) {
  const [base, adminKey] = process.argv.slice(2);
  if (!base || !adminKey) {
    console.error(`usage: node scripts/${script} <server url> <admin key> [--width ${defaultWidth}] [--out docs/screenshots]`);
    process.exit(2);
  }
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const width = option('--width');
  const out = option('--out');
  return {
    root,
    base,
    adminKey,
    width: width === undefined ? defaultWidth : Number(width),
    out: out === undefined ? path.join(root, 'docs/screenshots') : path.resolve(out),
  };
}

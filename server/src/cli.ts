// `npm run cli -- client create --name N --redirect-uri U [--redirect-uri U2] [--webhook-uri W] [--client-id ID]`
// `npm run cli -- client list` (secrets masked)
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { isAppError } from './core/errors';
import { openStore } from './db/data-source';
import { createServices } from './services';

const USAGE = [
  'usage: npm run cli -- client create --name N --redirect-uri U [--redirect-uri U2] [--webhook-uri W] [--client-id ID]',
  '       npm run cli -- client list',
].join('\n');

async function main(argv: string[]): Promise<number> {
  const [noun, verb, ...rest] = argv;
  if (noun !== 'client' || (verb !== 'create' && verb !== 'list')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (verb === 'list') {
    parseArgs({ args: rest, options: {}, strict: true });
    return withServices(async (services) => {
      process.stdout.write(`${JSON.stringify(await services.clients.list(), null, 2)}\n`);
    });
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'webhook-uri': { type: 'string' },
      'client-id': { type: 'string' },
    },
    strict: true,
  });
  return withServices(async (services) => {
    const created = await services.clients.create({
      name: values.name ?? '',
      redirectUris: values['redirect-uri'] ?? [],
      webhookUri: values['webhook-uri'] ?? null,
      clientId: values['client-id'] ?? null,
    });
    process.stdout.write(
      `${JSON.stringify({
        client_id: created.clientId,
        client_secret: created.clientSecret,
        name: created.name,
        redirect_uris: created.redirectUris,
        webhook_uri: created.webhookUri,
      }, null, 2)}\n`,
    );
  });
}

async function withServices(run: (services: ReturnType<typeof createServices>) => Promise<void>): Promise<number> {
  const config = loadConfig(process.env, { logLevel: 'silent' });
  const store = await openStore(config);
  try {
    await run(createServices(config, store));
    return 0;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = isAppError(error) || error instanceof ConfigError || error instanceof TypeError ? error.message : String(error);
    process.stderr.write(`${message}\n${USAGE}\n`);
    process.exit(1);
  },
);

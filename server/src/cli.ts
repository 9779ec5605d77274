// `npm run cli -- client create --name N --redirect-uri U [--redirect-uri U2] [--webhook-uri W] [--client-id ID]`
// `npm run cli -- client list` (secrets masked)
//
// An embedded store belongs to one process (db/data-dir-lock.ts). While a server runs on DATA_DIR, the CLI
// goes through it: the admin GraphQL API at the URL its lock names, with ADMIN_API_KEY. Otherwise it opens
// the store itself, holding the lock meanwhile (a server started then says the store is in use). With
// DATABASE_URL it always opens the store: Postgres has room for everyone.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from './config';
import { isAppError } from './core/errors';
import { DataDirInUseError, lockHolder, type LockHolder } from './db/data-dir-lock';
import type { ClientView, CreateClientInput, CreatedClient } from './modules/clients/clients.service';
import type { Services } from './services';

const USAGE = [
  'usage: npm run cli -- client create --name N --redirect-uri U [--redirect-uri U2] [--webhook-uri W] [--client-id ID]',
  '       npm run cli -- client list',
].join('\n');

/** A failure to report as is (no usage line). */
class CliError extends Error {}

/** One command, the two ways it can run: on the store, or through a running server's admin GraphQL. */
interface Command<T> {
  direct(services: Services): Promise<T>;
  viaServer(admin: AdminApi): Promise<T>;
  print(result: T): string;
}

type AdminApi = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

const CREATED_CLIENT_FIELDS = 'clientId clientSecret name redirectUris webhookUri';

function clientCreate(args: string[]): Command<CreatedClient> {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      'redirect-uri': { type: 'string', multiple: true },
      'webhook-uri': { type: 'string' },
      'client-id': { type: 'string' },
    },
    strict: true,
  });
  const input: CreateClientInput = {
    name: values.name ?? '',
    redirectUris: values['redirect-uri'] ?? [],
    webhookUri: values['webhook-uri'] ?? null,
    clientId: values['client-id'] ?? null,
  };
  return {
    direct: (services) => services.clients.create(input),
    viaServer: async (admin) =>
      (await admin<{ createClient: CreatedClient }>(`mutation($input: CreateClientInput!) { createClient(input: $input) { ${CREATED_CLIENT_FIELDS} } }`, { input }))
        .createClient,
    print: (created) =>
      JSON.stringify(
        {
          client_id: created.clientId,
          client_secret: created.clientSecret,
          name: created.name,
          redirect_uris: created.redirectUris,
          webhook_uri: created.webhookUri,
        },
        null,
        2,
      ),
  };
}

function clientList(args: string[]): Command<ClientView[]> {
  parseArgs({ args, options: {}, strict: true });
  return {
    direct: (services) => services.clients.list(),
    viaServer: async (admin) =>
      (await admin<{ clients: Array<Omit<CreatedClient, 'clientSecret'> & { clientSecret: string[] }> }>(`{ clients { clientId clientSecret redirectUris name webhookUri } }`, {})).clients.map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        name: c.name,
        webhook_uri: c.webhookUri,
      })),
    print: (clients) => JSON.stringify(clients, null, 2),
  };
}

function parseCommand(argv: string[]): Command<unknown> | null {
  const [noun, verb, ...rest] = argv;
  if (noun === 'client' && verb === 'create') return clientCreate(rest) as Command<unknown>;
  if (noun === 'client' && verb === 'list') return clientList(rest) as Command<unknown>;
  return null;
}

async function main(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env, { logLevel: 'silent' });
  const result = await run(command, config);
  process.stdout.write(`${command.print(result)}\n`);
  return 0;
}

async function run<T>(command: Command<T>, config: Config): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const holder = config.dataDir ? lockHolder(config.dataDir) : null;
    if (holder) return throughServer(command, config, holder);
    try {
      return await onStore(command, config);
    } catch (error) {
      // A server took the directory between our look and our open: go through it.
      if (error instanceof DataDirInUseError && attempt < 1) continue;
      throw error;
    }
  }
}

async function onStore<T>(command: Command<T>, config: Config): Promise<T> {
  // Loaded only here: going through a server needs none of the store and services (a faster CLI).
  const { openStore, storeName } = require('./db/data-source') as typeof import('./db/data-source');
  const { assertStoreKey } = require('./db/key-check') as typeof import('./db/key-check');
  const { createServices } = require('./services') as typeof import('./services');
  const store = await openStore(config, 'cli');
  try {
    const services = createServices(config, store);
    await assertStoreKey(store.dataSource, services.sealer, storeName(config));
    return await command.direct(services);
  } finally {
    await store.close();
  }
}

async function throughServer<T>(command: Command<T>, config: Config, first: LockHolder): Promise<T> {
  const dataDir = config.dataDir!;
  // A server announces its URL once it listens; another CLI run holds the lock only for a moment.
  let holder: LockHolder | null = first;
  for (const until = Date.now() + 30_000; holder && !holder.url && Date.now() < until; holder = lockHolder(dataDir)) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!holder) return onStore(command, config);
  if (!holder.url) throw new DataDirInUseError(dataDir, holder);
  const url = holder.url;
  const admin: AdminApi = async (query, variables) => {
    let response: Response;
    try {
      response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-key': config.adminApiKey },
        body: JSON.stringify({ query, variables }),
      });
    } catch {
      throw new CliError(`${new DataDirInUseError(dataDir, holder!).message}\nThat server does not answer at ${url}; try again once it does.`);
    }
    const body = (await response.json().catch(() => ({}))) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    const error = body.errors?.[0];
    if (error?.extensions?.code === 'UNAUTHENTICATED') {
      throw new CliError(
        `The store in ${dataDir} is in use by the Staffbridge server at ${url}, so the CLI goes through its admin API, ` +
          'which refused this ADMIN_API_KEY: run the CLI with the server\'s ADMIN_API_KEY.',
      );
    }
    if (error) throw new CliError(error.message);
    return body.data as never;
  };
  return command.viaServer(admin);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      const message = isAppError(error) || error instanceof TypeError ? error.message : String(error);
      process.stderr.write(`${message}\n${USAGE}\n`);
    }
    process.exit(1);
  },
);

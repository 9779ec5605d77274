// A fake for a provider that publishes no API description (its declaration's `noDescription`): it answers from
// the test's routes, but only the calls the declaration lists, each with the provider's public docs. Any other
// request is recorded as a violation (assertClean() fails the test) and refused, as described.ts does for
// providers with a description.
import { declarationOf } from '../../server/src/connectors/providers';
import { startFakeServer, type FakeRequest, type Routes, type FakeServer } from './fake-server';

export interface ListedFake extends FakeServer {
  violations: string[];
  /** The listed calls made so far, with their docs links. */
  calls(): string[];
  assertClean(): void;
}

const templateRegex = (template: string): RegExp =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);

export async function startListedFake(options: { provider: string; basePath?: string; routes: Routes }): Promise<ListedFake> {
  const listed = declarationOf(options.provider)?.noDescription;
  if (!listed) throw new Error(`${options.provider} declares no noDescription call list`);
  const calls = listed.calls.map((call) => ({ call, regex: templateRegex(call.path) }));
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const violations: string[] = [];
  const seen = new Set<string>();
  const refused = new WeakSet<FakeRequest>();

  const inspect = (req: FakeRequest): void => {
    const apiPath = basePath && req.path.startsWith(basePath) ? req.path.slice(basePath.length) || '/' : req.path;
    const hit = calls.find((c) => c.call.method === req.method && c.regex.test(apiPath));
    if (hit) seen.add(`${hit.call.method} ${hit.call.path} (${hit.call.docs})`);
    else {
      violations.push(`${req.method} ${req.path}: not a call the declaration lists with the provider's docs`);
      refused.add(req);
    }
  };
  const routes: Routes = (req) => (refused.has(req) ? { status: 501, json: { error: 'unlisted request' } } : options.routes(req));

  const server = await startFakeServer(routes, inspect);
  return {
    ...server,
    violations,
    calls: () => [...seen].sort(),
    assertClean() {
      const found = violations.splice(0);
      if (found.length) throw new Error(`the connector made calls ${options.provider}'s declaration does not list:\n- ${found.join('\n- ')}`);
    },
  };
}

// A provider fake for providers that publish reference docs but no API description (Employment Hero, Hailey
// HR, Sapling): it answers exactly the calls the provider's declaration lists in `reference.calls`, each of
// which names the page of the provider's public docs that documents it, and nothing else.
// - a request that matches no declared call is a violation (assertClean() fails the test) and gets a 501;
// - a declared call without an answer in the test is a violation too: the fake's routes are the declaration's;
// - `authenticate` is the provider's own credential check (a wrong key answers 401, as the provider does).
// Fixtures are written from the docs' examples (each fixture folder's README.md names its pages).
import { declarationOf } from '../../server/src/connectors/providers';
import type { UndocumentedCall } from '../../server/src/connectors/provider';
import { startFakeServer, type FakeRequest, type FakeResponse, type FakeServer, type MatchedRequest, type ProviderFakeOptions } from './fake-server';

/** A request matched to a declared call (the parameters are the template's). */
export type DocumentedRequest = MatchedRequest;

/** Answers by declared call, `METHOD /path/{template}` as the declaration writes it. */
export type DocumentedAnswer = (req: DocumentedRequest) => FakeResponse | undefined;

/** The calls come from the declaration's `reference`. */
export interface DocumentedFakeOptions extends ProviderFakeOptions {
  answers: Record<string, DocumentedAnswer>;
}

export interface DocumentedFake extends FakeServer {
  violations: string[];
  /** The declared calls made so far, with their docs links. */
  documentedCalls(): string[];
  assertClean(): void;
}

function template(call: UndocumentedCall): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const pattern = call.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { regex: new RegExp(`^${pattern}/?$`), names };
}

export async function startDocumentedFake(options: DocumentedFakeOptions): Promise<DocumentedFake> {
  const reference = declarationOf(options.provider)?.reference;
  if (!reference) throw new Error(`${options.provider} declares no public reference`);
  const calls = reference.calls.map((call) => ({ call, key: `${call.method} ${call.path}`, ...template(call) }));
  for (const { key } of calls) if (!options.answers[key]) throw new Error(`${options.provider}: the fake has no answer for ${key}`);
  for (const key of Object.keys(options.answers)) {
    if (!calls.some((c) => c.key === key)) throw new Error(`${options.provider}: ${key} is answered but not declared with its docs`);
  }
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const violations: string[] = [];
  const seen = new Set<string>();

  const route = (req: FakeRequest): FakeResponse | undefined => {
    const beside = options.beside?.(req);
    if (beside) return beside;
    const apiPath = !basePath ? req.path : req.path.startsWith(`${basePath}/`) ? req.path.slice(basePath.length) : null;
    const hit = apiPath === null ? undefined : calls.find((c) => c.call.method === req.method && c.regex.test(apiPath));
    if (!hit || apiPath === null) {
      violations.push(`${req.method} ${req.path}: no declared call (with its public docs) matches`);
      return { status: 501, json: { error: 'undocumented request' } };
    }
    seen.add(`${hit.key} (${hit.call.docs})`);
    if (options.authenticate && !options.authenticate(req)) return { status: 401, body: '' };
    const values = hit.regex.exec(apiPath)!.slice(1).map(decodeURIComponent);
    const params = Object.fromEntries(hit.names.map((name, i) => [name, values[i]!]));
    return options.answers[hit.key]!({ ...req, apiPath, params });
  };

  const server = await startFakeServer(route);
  return {
    ...server,
    violations,
    documentedCalls: () => [...seen].sort(),
    assertClean() {
      const found = violations.splice(0);
      if (found.length) throw new Error(`the connector sent calls ${options.provider}'s declaration does not document:\n- ${found.join('\n- ')}`);
    },
  };
}

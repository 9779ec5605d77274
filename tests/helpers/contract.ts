// The REST contract check: every response a test receives from /2023-03-01 must be one that
// schema/openapi.yaml describes: a documented status of the matched operation, a body valid against
// that status's JSON schema (openapi-backend's validateResponse, the same engine that validates
// requests in the server), and the headers it marks as required (typed when present).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type OpenAPIBackend from 'openapi-backend';
import type { Document, Operation } from 'openapi-backend';
import { parse as parseYaml } from 'yaml';
import { validatingBackend } from './openapi';

const ROOT = path.resolve(__dirname, '../..');
const PREFIX = '/2023-03-01';

let api: Promise<OpenAPIBackend> | undefined;

function backend(): Promise<OpenAPIBackend> {
  api ??= validatingBackend(parseYaml(readFileSync(path.join(ROOT, 'schema/openapi.yaml'), 'utf8')) as Document);
  return api;
}

export interface ObservedResponse {
  method: string;
  /** The route as the test called it: /2023-03-01/... with an optional query string. */
  route: string;
  status: number;
  headers: Headers;
  body: unknown;
  /** The body as received (to tell JSON from anything else). */
  text: string;
}

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean; schema?: unknown }>;
}

function documented(operation: Operation, status: number): ResponseObject | undefined {
  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  return responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
}

/** Problems with one response (empty when it is what the document promises). */
export async function contractProblems(observed: ObservedResponse): Promise<string[]> {
  const url = new URL(observed.route, 'http://contract.invalid');
  if (!url.pathname.startsWith(`${PREFIX}/`) || url.pathname === `${PREFIX}/openapi.json`) return [];
  const instance = await backend();
  const method = observed.method.toLowerCase();
  const operation = instance.matchOperation({ method, path: url.pathname.slice(PREFIX.length), headers: {} });
  if (!operation) {
    // No such path or method: nothing to say but 404 or 405, or 400/413 for a body refused before routing.
    return [400, 404, 405, 413].includes(observed.status) ? [] : [`${observed.method} ${url.pathname} is not in the document but answered ${observed.status}`];
  }
  const where = `${operation.operationId} ${observed.status}`;
  const response = documented(operation, observed.status);
  if (!response) return [`${where}: status ${observed.status} is not documented for ${operation.operationId}`];

  const problems: string[] = [];
  const json = response.content?.['application/json'];
  if (json) {
    const type = observed.headers.get('content-type') ?? '';
    if (!/^application\/json\b/.test(type)) problems.push(`${where}: content-type is "${type}", the document says application/json`);
    else if (observed.text === '') problems.push(`${where}: empty body, the document describes one`);
    else {
      const result = instance.validateResponse(observed.body, operation, observed.status);
      for (const e of result.errors ?? []) problems.push(`${where}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
    }
  }
  const headers = Object.fromEntries([...observed.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (header.required && headers[name.toLowerCase()] === undefined) problems.push(`${where}: required header ${name} is missing`);
  }
  const typed = instance.validateResponseHeaders(headers, operation, { statusCode: observed.status });
  for (const e of typed.errors ?? []) problems.push(`${where}: header${e.instancePath} ${e.message}`);
  return problems;
}

/** Throws (failing the test) when the response is not what the document promises. */
export async function assertContract(observed: ObservedResponse): Promise<void> {
  const problems = await contractProblems(observed);
  if (problems.length) {
    throw new Error(
      `REST response breaks schema/openapi.yaml (${observed.method} ${observed.route.length > 200 ? `${observed.route.slice(0, 200)}…` : observed.route}):\n  ${problems.join('\n  ')}\n` +
        `body: ${observed.text.slice(0, 500)}`,
    );
  }
}

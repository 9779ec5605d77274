// Express: security headers, compression, /healthz, /graphql (Apollo), /2023-03-01 (openapi-backend), assets and the widget.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { providerByLogoSlug } from './connectors/catalogue';
import { logoSvg } from './connectors/logos';
import { declarationOf } from './connectors/providers';
import { AppError, type ValidationDetail } from './core/errors';
import { inputError, screenInput } from './core/input-screen';
import { scopeIconSvg } from './connectors/scope-icons';
import { buildContext, type GraphQLContext } from './graphql/context';
import { formatError } from './graphql/errors';
import { inputScreenPlugin } from './graphql/input-screen.plugin';
import { errorHeadersPlugin } from './graphql/error-headers.plugin';
import { errorLogPlugin } from './graphql/error-log.plugin';
import { queryCostPlugin } from './graphql/query-cost';
import { queryLimitsRule } from './graphql/query-limits';
import { plainGateway } from './graphql/plain-execution';
import { buildGraphQLSchema } from './graphql/schema';
import { API_PREFIX, createRestRouter, PATH_NOT_DECODABLE } from './rest/api';
import { requestLog } from './http/request-log';
import { createOAuthRouter } from './site/oauth.routes';
import { createSiteRouter } from './site/site.routes';
import { CONSOLE_CSP, crossOriginResources, DOCS_CSP, frameAncestorsFor, GRAPHIQL_CSP, publicCors, securityHeaders, widgetCsp } from './security';
import type { Services } from './services';

export const WEB_DIST = path.resolve(__dirname, '../../web/dist');

export interface AppHandle {
  app: express.Express;
  stop(): Promise<void>;
}

export async function createApp(services: Services): Promise<AppHandle> {
  const app = express();
  app.disable('x-powered-by');
  // First, so every request has its id (X-Request-Id) and its line in the access log, whatever happens next.
  app.use(requestLog(services.logger));
  app.set('trust proxy', services.config.trustProxy > 0 ? services.config.trustProxy : false);
  app.use(securityHeaders());
  // SPEC §7: br, gzip, deflate or identity, and Content-Encoding on every response unless identity.
  app.use(compression({ threshold: 0 }));

  app.get('/healthz', async (_req, res) => {
    try {
      await services.store.dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).setHeader('Retry-After', '5').json({ message: 'store unavailable' });
    }
  });

  const apollo = new ApolloServer<GraphQLContext>({
    // The schema as built, executed through plain copies where it can (graphql/plain-execution.ts).
    gateway: plainGateway(buildGraphQLSchema()),
    formatError,
    includeStacktraceInErrorResponses: false,
    // GraphiQL (GET /graphql) and codegen read the schema by introspection; Apollo turns it off when
    // NODE_ENV=production (the Docker image sets it). Its size is bounded by queryLimitsRule.
    introspection: true,
    csrfPrevention: true,
    validationRules: [queryLimitsRule()],
    parseOptions: { maxTokens: 10_000 },
    // We send no cache hints; the cache-control plugin would otherwise wrap every field.
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      errorHeadersPlugin<GraphQLContext>(),
      inputScreenPlugin<GraphQLContext>(),
      queryCostPlugin<GraphQLContext>(),
      errorLogPlugin(services.logger),
    ],
  });
  await apollo.start();

  const jsonBody = express.json({ limit: '1mb' });
  app.get('/graphql', (req, res, next) => {
    // GraphiQL for browsers; GET queries from tools still reach Apollo.
    if (req.query.query !== undefined || !req.accepts('html')) return next();
    res.setHeader('Content-Security-Policy', GRAPHIQL_CSP);
    sendWebFile(res, 'graphiql.html');
  });
  // CONTRACT §10: the REST door's reference, rendered from schema/openapi.yaml (served below as JSON).
  app.get('/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    sendWebFile(res, 'docs.html');
  });
  // CONTRACT §10: the client console (web/src/console); it talks to /graphql with the client's Basic credentials.
  app.get('/console', (_req, res) => {
    res.setHeader('Content-Security-Policy', CONSOLE_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    sendWebFile(res, 'console.html');
  });
  app.use(
    '/graphql',
    jsonBody,
    expressMiddleware(apollo, { context: async ({ req, res }) => buildContext(services, req, res) }),
  );

  app.use([`${API_PREFIX}/providers`, `${API_PREFIX}/openapi.json`], publicCors);
  app.use(API_PREFIX, jsonBody, express.urlencoded({ extended: false, limit: '100kb' }), refuseUnfitInput, await createRestRouter(services));

  // SPEC §2 "Connect HERE": the OAuth popup's start and callback pages.
  app.use('/oauth', createOAuthRouter(services.oauth));

  // RFC 8414 metadata, /demo/callback (CONTRACT §4, §10).
  app.use(createSiteRouter(services));

  app.use(['/logos', '/icons'], crossOriginResources);
  // By the catalogue's slug (`xero-uk.svg`) or by lower-case provider name (`xero uk.svg`, the widget: SPEC §2).
  app.get('/logos/:file', (req, res) => {
    const entry = providerByLogoSlug(String(req.params.file).replace(/\.svg$/, ''));
    const brand = entry && declarationOf(entry.id)?.brand;
    if (!brand) return res.status(404).json({ message: 'no such logo', id: req.params.file });
    sendSvg(res, logoSvg(brand));
  });
  app.get('/icons/:file', (req, res) => {
    const svg = scopeIconSvg(String(req.params.file).replace(/\.svg$/, ''));
    if (!svg) return res.status(404).json({ message: 'no such icon', id: req.params.file });
    sendSvg(res, svg);
  });

  // The spa embed module and its types: imported by client pages on other origins (web/src/embed).
  app.get(['/embed.js', '/embed.d.ts'], publicCors, crossOriginResources, (req, res) => {
    res.setHeader('Content-Type', req.path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/typescript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    sendWebFile(res, `embed${req.path}`);
  });

  app.use('/assets', express.static(path.join(WEB_DIST, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  // SPEC §2: every other GET renders the connect widget.
  // CONTRACT §8: only the requesting client's registered redirect origins may frame it.
  app.get(/.*/, async (req, res) => {
    res.setHeader('Content-Security-Policy', widgetCsp(await frameAncestorsFor(services.clients, req.query.client_id)));
    res.setHeader('Cache-Control', 'no-cache');
    sendWebFile(res, 'index.html');
  });

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      const { message, validation } = requestErrorDetail(error);
      let body: Record<string, unknown> = { message, validation_error: validation };
      // The widget reads data.error on validate (SPEC §7, CONTRACT §5), whatever went wrong;
      // the token endpoint answers in RFC 6749 §5.2 terms (CONTRACT §4).
      if (req.path === `${API_PREFIX}/connect/validate`) body.error = message;
      if (req.path === `${API_PREFIX}/connect/token`) body = { error: 'invalid_request', error_description: message, ...body };
      return res.status(status === 413 ? 413 : 400).json(body);
    }
    req.log.error({ err: error }, 'unhandled error');
    res.status(500).json({ message: 'Error' });
  });

  return { app, stop: () => apollo.stop() };
}

/** What a 4xx raised by express or body-parser says; our own errors (refuseUnfitInput) keep their message and field. */
function requestErrorDetail(error: unknown): { message: string; validation: ValidationDetail } {
  if (error instanceof AppError) return { message: error.message, validation: error.options.validation ?? { field: null, rule: 'invalid' } };
  // Express decoding a path parameter: `%ff`, a lone `%`.
  if (error instanceof URIError) return { message: PATH_NOT_DECODABLE, validation: { field: 'path', rule: 'encoding' } };
  const type = (error as { type?: string }).type;
  const message = type === 'entity.parse.failed' ? 'request body is not valid JSON' : type === 'entity.too.large' ? 'request body is too large' : 'bad request';
  return { message, validation: { field: null, rule: type ?? 'invalid' } };
}

/** REST: a body or query holding NUL or a lone surrogate, or nested too deeply, is a 400 naming the field (core/input-screen.ts). */
function refuseUnfitInput(req: Request, _res: Response, next: NextFunction): void {
  const problem = screenInput(req.body ?? {}) ?? screenInput(req.query);
  if (problem === null) return next();
  next(Object.assign(inputError(problem), { status: 400 }));
}

function sendSvg(res: Response, svg: string): void {
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.send(svg);
}

function sendWebFile(res: Response, file: string): void {
  const full = path.join(WEB_DIST, file);
  if (!existsSync(full)) {
    res.status(503).type('text/plain').send('The widget is not built: run `npm run build`.');
    return;
  }
  res.sendFile(full);
}

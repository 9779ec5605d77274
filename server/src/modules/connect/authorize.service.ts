// POST /connect/authorize and the authorizeConnect mutation: the server side of SPEC §4's flow.
// A connect session, keyed by the widget's session_key, is bound to client, provider, mode, scopes and
// redirect_uri and walks SIGN_IN -> MFA (if challenged) -> CHOOSE (if several entities) -> done,
// ending in an authorization code carried by redirect_to (CONTRACT §4).
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError, validationError } from '../../core/errors';
import type { Clock } from '../../core/clock';
import { randomString, Sealer, sha256Hex } from '../../core/crypto';
import type { Logger } from '../../core/logger';
import { findProvider } from '../../connectors/catalogue';
import type { AuthStep, MfaType, SignInInput } from '../../connectors/connector';
import type { ConnectorRegistry } from '../../connectors/registry';
import { AuthorizationCodeEntity, ConnectSessionEntity, type SessionStage } from '../../db/entities';
import { optionalBoolean, optionalString } from './connect-input';
import type { ConnectValidateService, ValidatedRequest } from './validate.service';

export const SESSION_TTL_MS = 15 * 60 * 1000;
export const CODE_TTL_MS = 10 * 60 * 1000;
const STEPS = ['SIGN_IN', 'MFA', 'CHOSEN'] as const;
type Step = (typeof STEPS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export interface AuthorizeInput {
  client_id?: unknown;
  provider?: unknown;
  mode?: unknown;
  scopes?: unknown;
  redirect_uri?: unknown;
  step?: unknown;
  state?: unknown;
  session_key?: unknown;
  email?: unknown;
  username?: unknown;
  password?: unknown;
  api_key?: unknown;
  domain?: unknown;
  mfa_code?: unknown;
  chosen?: unknown;
  sandbox?: unknown;
  add_admin?: unknown;
  code_challenge?: unknown;
  code_challenge_method?: unknown;
}

export interface NextContext {
  entities: Array<{ id: string; name: string }> | null;
  phone_number: string | null;
  email: string | null;
  mfa_type: MfaType | null;
}

export interface AuthorizeResult {
  client_id: string;
  redirect_to: string | null;
  next: 'MFA' | 'CHOOSE' | 'SIGN_IN' | null;
  next_context: NextContext | null;
}

export class ConnectAuthorizeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly validator: ConnectValidateService,
    private readonly connectors: ConnectorRegistry,
    private readonly sealer: Sealer,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
    if (input.provider === undefined || input.provider === null || input.provider === '') {
      // Checked before the shared rules: validate treats provider as optional, authorize needs it.
      await this.validator.check({ ...input, provider: undefined });
      throw validationError('provider is required', 'provider', 'required');
    }
    const request = await this.validator.check(input);
    const step = parseStep(input.step);
    const sessionKey = parseSessionKey(input.session_key);
    const state = optionalString(input.state, 'state', 2000);
    const connector = this.connectors.get(request.provider!, request.mode);
    const ctx = this.connectors.context(request.provider!);

    if (step === 'SIGN_IN') {
      const signIn = parseSignIn(input, request);
      const challenge = parseChallenge(input);
      const session = await this.openSession(sessionKey, request, challenge);
      // The username is masked by the logger's configuration (core/logger.ts).
      this.logger.info({ provider: request.provider, mode: request.mode, username: signIn.username }, 'connect sign-in');
      return this.advance(session, await connector.signIn(signIn, ctx), request, state);
    }

    const session = await this.loadSession(sessionKey, request);
    if (step === 'MFA') {
      expectStage(session, 'MFA', step);
      const code = optionalString(input.mfa_code, 'mfa_code', 100);
      if (!code || code.trim() === '') throw validationError('mfa_code is required', 'mfa_code', 'required');
      return this.advance(session, await connector.verifyMfa(this.stash(session), code, ctx), request, state);
    }
    expectStage(session, 'CHOOSE', step);
    const chosen = optionalString(input.chosen, 'chosen', 500);
    if (!chosen) throw validationError('chosen is required', 'chosen', 'required');
    return this.advance(session, await connector.choose(this.stash(session), chosen, ctx), request, state);
  }

  /** SIGN_IN opens the session, or restarts a live one bound to the same request (back from MFA). */
  private async openSession(key: string, request: ValidatedRequest, challenge: string | null): Promise<ConnectSessionEntity> {
    const repo = this.dataSource.getRepository(ConnectSessionEntity);
    const existing = await repo.findOne({ where: { sessionKey: key } });
    const now = this.clock.now();
    if (existing) {
      // Back from SIGN_IN to SELECT keeps the session key: a new sign-in may pick another provider.
      assertBound(existing, request, { allowOtherProvider: true });
      assertLive(existing, now);
      if (existing.stage === 'DONE') throw validationError('this connect session is complete; start a new one', 'session_key', 'used');
      existing.stage = 'SIGN_IN';
      existing.provider = request.provider!;
      existing.stashCiphertext = null;
      existing.codeChallenge = challenge;
      await repo.save(existing);
      return existing;
    }
    const session = repo.create({
      sessionKey: key,
      clientPk: request.client.id,
      provider: request.provider!,
      mode: request.mode,
      scopes: request.scopes,
      redirectUri: request.redirectUri,
      stage: 'SIGN_IN',
      stashCiphertext: null,
      codeChallenge: challenge,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    await repo.insert(session);
    return session;
  }

  private async loadSession(key: string, request: ValidatedRequest): Promise<ConnectSessionEntity> {
    const session = await this.dataSource.getRepository(ConnectSessionEntity).findOne({ where: { sessionKey: key } });
    if (!session) throw validationError('unknown session_key: start with step SIGN_IN', 'session_key', 'unknown');
    assertBound(session, request);
    assertLive(session, this.clock.now());
    return session;
  }

  private stash(session: ConnectSessionEntity): Record<string, unknown> {
    return session.stashCiphertext ? this.sealer.openJson(session.stashCiphertext, session.sessionKey) : {};
  }

  private async advance(
    session: ConnectSessionEntity,
    step: AuthStep,
    request: ValidatedRequest,
    state: string | undefined,
  ): Promise<AuthorizeResult> {
    const repo = this.dataSource.getRepository(ConnectSessionEntity);
    const clientId = request.client.clientId;
    if (step.next === 'MFA' || step.next === 'CHOOSE') {
      await repo.update(
        { sessionKey: session.sessionKey },
        { stage: step.next as SessionStage, stashCiphertext: this.sealer.sealJson(step.stash, session.sessionKey) },
      );
      const context: NextContext =
        step.next === 'MFA'
          ? { entities: null, phone_number: step.mfa.phoneNumber, email: step.mfa.email, mfa_type: step.mfa.type }
          : { entities: step.entities.map(({ id, name }) => ({ id, name })), phone_number: null, email: null, mfa_type: null };
      return { client_id: clientId, redirect_to: null, next: step.next, next_context: context };
    }

    // Done: issue the code in the same transaction that closes the session, so a session yields one code.
    const code = randomString(43);
    const codeHash = sha256Hex(code);
    await this.dataSource.transaction(async (manager) => {
      const closed = await manager.update(
        ConnectSessionEntity,
        { sessionKey: session.sessionKey, stage: session.stage },
        { stage: 'DONE', stashCiphertext: null },
      );
      if (!closed.affected) throw validationError('this connect session moved on; start again', 'session_key', 'stale');
      await manager.insert(AuthorizationCodeEntity, {
        codeHash,
        clientPk: request.client.id,
        redirectUri: request.redirectUri,
        provider: request.provider!,
        mode: request.mode,
        scopes: request.scopes,
        entityId: step.entity.id,
        entityName: step.entity.name,
        credentialsCiphertext: this.sealer.sealJson(step.credentials, codeHash),
        codeChallenge: session.codeChallenge,
        expiresAt: new Date(this.clock.now().getTime() + CODE_TTL_MS),
        usedAt: null,
      });
    });
    return { client_id: clientId, redirect_to: redirectTo(request.redirectUri, code, state), next: null, next_context: null };
  }
}

/**
 * redirect_uri + authorization_code, the same value as `code` (RFC 6749 §4.1.2, for standard OAuth
 * clients) and state, keeping any query it already has (CONTRACT §4).
 */
export function redirectTo(redirectUri: string, code: string, state: string | undefined): string {
  const url = new URL(redirectUri);
  url.searchParams.append('authorization_code', code);
  url.searchParams.append('code', code);
  if (state !== undefined && state !== '') url.searchParams.append('state', state);
  return url.toString();
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

function parseStep(value: unknown): Step {
  if (value === undefined || value === null || value === '') return 'SIGN_IN';
  if (typeof value === 'string' && (STEPS as readonly string[]).includes(value)) return value as Step;
  throw validationError(`invalid step: ${String(value)}`, 'step', 'enum');
}

function parseSessionKey(value: unknown): string {
  if (value === undefined || value === null || value === '') throw validationError('session_key is required', 'session_key', 'required');
  if (typeof value !== 'string' || !UUID.test(value)) throw validationError('session_key must be a uuid', 'session_key', 'format');
  return value.toLowerCase();
}

function parseChallenge(input: AuthorizeInput): string | null {
  const challenge = optionalString(input.code_challenge, 'code_challenge', 200);
  const method = optionalString(input.code_challenge_method, 'code_challenge_method', 20);
  if (challenge === undefined || challenge === '') {
    if (method) throw validationError('code_challenge_method needs a code_challenge', 'code_challenge', 'required');
    return null;
  }
  if (method !== undefined && method !== 'S256') {
    throw validationError('code_challenge_method must be S256', 'code_challenge_method', 'enum');
  }
  if (!PKCE_CHALLENGE.test(challenge)) {
    throw validationError('code_challenge must be the base64url SHA-256 of the verifier (43 characters)', 'code_challenge', 'format');
  }
  return challenge;
}

/** The credentials the provider's SIGN_IN form asks for (SPEC §2), each required. */
function parseSignIn(input: AuthorizeInput, request: ValidatedRequest): SignInInput {
  const form = findProvider(request.mode, request.provider!)!.signIn;
  const values = {
    username: optionalString(input.username, 'username', 500),
    password: optionalString(input.password, 'password', 500),
    api_key: optionalString(input.api_key, 'api_key', 5000),
    domain: optionalString(input.domain, 'domain', 500),
  };
  const email = optionalString(input.email, 'email', 320);
  optionalBoolean(input.sandbox, 'sandbox');
  const addAdmin = optionalBoolean(input.add_admin, 'add_admin') ?? true;
  if (form.kind === 'assisted') {
    throw new AppError('not_implemented', `${request.provider} connects through assisted setup, not through authorize`);
  }
  for (const field of form.fields) {
    const key = field === 'client_id' ? 'username' : field === 'client_secret' ? 'password' : field === 'employer_id' ? 'domain' : field;
    const value = values[key as keyof typeof values];
    if (value === undefined || value.trim() === '') throw validationError(`${key} is required`, key, 'required');
  }
  return {
    mode: request.mode,
    provider: request.provider!,
    username: values.username,
    password: values.password,
    apiKey: values.api_key,
    domain: values.domain,
    email,
    addAdmin,
  };
}

function assertBound(session: ConnectSessionEntity, request: ValidatedRequest, options = { allowOtherProvider: false }): void {
  const same =
    session.clientPk === request.client.id &&
    (options.allowOtherProvider || session.provider === request.provider) &&
    session.mode === request.mode &&
    session.redirectUri === request.redirectUri &&
    JSON.stringify([...session.scopes].sort()) === JSON.stringify([...request.scopes].sort());
  if (!same) {
    throw validationError('session_key belongs to another connect request', 'session_key', 'mismatch');
  }
}

function assertLive(session: ConnectSessionEntity, now: Date): void {
  if (session.expiresAt.getTime() <= now.getTime()) {
    throw validationError('the connect session has expired; start again', 'session_key', 'expired');
  }
}

function expectStage(session: ConnectSessionEntity, expected: SessionStage, step: Step): void {
  if (session.stage !== expected) {
    const wanted = session.stage === 'CHOOSE' ? 'CHOSEN' : session.stage === 'DONE' ? 'none (the session is complete)' : session.stage;
    throw validationError(`step ${step} is out of order: expected ${wanted}`, 'step', 'order');
  }
}

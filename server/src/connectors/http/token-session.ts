// A bearer token a connector obtains with the connection's own credentials (IRIS Cascade's client-credentials
// grant, Personio's /auth): fetched by the first call of a run and shared by the calls after it, replaced when the
// provider hands out the next one (Personio), and fetched again once when the provider refuses a token that worked
// before (it expired mid-sync, or was revoked).
import { isAppError } from '../../core/errors';
import type { HttpClient, Query } from './client';

/**
 * The reads and writes of a data stage, each run through the session that keeps its bearer token (TokenSession's
 * or OAuthAccess's `call`: after a 401 the token is renewed and the call made once more).
 */
export interface SessionApi {
  get<T = unknown>(path: string, query?: Query): Promise<T>;
  post<T = unknown>(path: string, json: unknown): Promise<T>;
}

export function sessionApi(http: HttpClient, call: <T>(fn: () => Promise<T>) => Promise<T>): SessionApi {
  return {
    get: (path, query) => call(() => http.get(path, query)),
    post: (path, json) => call(() => http.post(path, json)),
  };
}

export class TokenSession {
  private token: Promise<string> | null = null;
  private used = false;

  constructor(private readonly fetchToken: () => Promise<string>) {}

  /** For HttpClient's `headers`. */
  readonly headers = async (): Promise<Record<string, string>> => ({ authorization: `Bearer ${await this.current()}` });

  /** The token, fetching it on first use (concurrent callers share one fetch; a failed fetch is not kept). */
  current(): Promise<string> {
    if (!this.token) {
      const fetching = this.fetchToken();
      this.token = fetching;
      fetching.catch(() => {
        if (this.token === fetching) this.token = null;
      });
    }
    return this.token;
  }

  /** The provider handed out the next token with an answer: the calls after it send that one. */
  replace(token: string): void {
    this.token = Promise.resolve(token);
  }

  /** `http`'s calls through this session (the client sends `headers`). */
  api(http: HttpClient): SessionApi {
    return sessionApi(http, (fn) => this.call(fn));
  }

  /** Runs a call; after a 401 to a token that was already in use, fetches a new one and runs it once more. */
  async call<T>(fn: () => Promise<T>): Promise<T> {
    const before = this.token;
    const seasoned = this.used && before !== null;
    try {
      const result = await fn();
      this.used = true;
      return result;
    } catch (error) {
      const refused = isAppError(error) && error.kind === 'authentication' && error.options.code === 'incorrect_username_or_password';
      if (!refused || !seasoned) throw error;
      if (this.token === before) this.token = null;
      return fn();
    }
  }
}

// RFC 8414 authorization server metadata (CONTRACT §4), so standard OAuth clients discover us:
// the widget is the authorization endpoint, POST /2023-03-01/connect/token the token endpoint.
import type { RequestHandler } from 'express';
import { API_VERSION, scopesFor } from '../modules/connect/scopes';

export const OAUTH_METADATA_PATH = '/.well-known/oauth-authorization-server';

export interface AuthorizationServerMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  token_endpoint_auth_methods_supported: string[];
  grant_types_supported: string[];
  response_types_supported: string[];
  response_modes_supported: string[];
  code_challenge_methods_supported: string[];
  scopes_supported: string[];
  service_documentation: string;
}

export function authorizationServerMetadata(publicUrl: string): AuthorizationServerMetadata {
  return {
    issuer: publicUrl,
    authorization_endpoint: `${publicUrl}/`,
    token_endpoint: `${publicUrl}/${API_VERSION}/connect/token`,
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    grant_types_supported: ['authorization_code'],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...scopesFor('official'), ...scopesFor('xhr')].map((scope) => scope.name),
    service_documentation: `${publicUrl}/docs`,
  };
}

export function oauthMetadataHandler(publicUrl: string): RequestHandler {
  const body = authorizationServerMetadata(publicUrl);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.json(body);
  };
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuthorizeConnectInput = {
  addAdmin?: boolean | null | undefined;
  apiKey?: string | null | undefined;
  /** The chosen entity id */
  chosen?: string | null | undefined;
  clientId?: string | null | undefined;
  /** Optional PKCE (S256) */
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  domain?: string | null | undefined;
  email?: string | null | undefined;
  mfaCode?: string | null | undefined;
  mode?: string | null | undefined;
  password?: string | null | undefined;
  provider?: string | null | undefined;
  redirectUri?: string | null | undefined;
  sandbox?: boolean | null | undefined;
  scopes?: Array<string> | null | undefined;
  /** uuid created by the widget at start */
  sessionKey?: string | null | undefined;
  state?: string | null | undefined;
  /** SIGN_IN (default), MFA or CHOSEN */
  step?: string | null | undefined;
  username?: string | null | undefined;
};

/** The step the widget shows next; null when the flow is complete. */
export type AuthorizeNext =
  | 'CHOOSE'
  | 'MFA'
  | 'SIGN_IN';

/** How the MFA code was sent. */
export type MfaType =
  | 'authenticator'
  | 'email'
  | 'phone'
  | 'text_message';

/** official uses the provider's own API; xhr signs in with username and password. */
export type Mode =
  | 'official'
  | 'xhr';

export type ValidateConnectInput = {
  appType?: string | null | undefined;
  clientId?: string | null | undefined;
  mode?: string | null | undefined;
  provider?: string | null | undefined;
  redirectUri?: string | null | undefined;
  scopes?: Array<string> | null | undefined;
};

export type ValidateConnectMutationVariables = Exact<{
  input: ValidateConnectInput;
}>;


export type ValidateConnectMutation = { validateConnect: { clientId: string, name: string, redirectUri: string } };

export type AuthorizeConnectMutationVariables = Exact<{
  input: AuthorizeConnectInput;
}>;


export type AuthorizeConnectMutation = { authorizeConnect: { clientId: string, redirectTo: string | null, next: AuthorizeNext | null, nextContext: { phoneNumber: string | null, email: string | null, mfaType: MfaType | null, entities: Array<{ id: string, name: string }> | null } | null } };

export type ConnectScopesQueryVariables = Exact<{
  mode: string;
}>;


export type ConnectScopesQuery = { scopes: Array<{ name: string, resource: string, displayName: string, description: string, icon: string }> };

export type ConnectProvidersQueryVariables = Exact<{
  mode: string;
  clientId: string;
  sandbox?: boolean | null | undefined;
  tags?: Array<string> | string | null | undefined;
}>;


export type ConnectProvidersQuery = { providers: Array<{ mode: Mode, providers: Array<{ id: string, displayName: string, color: string, tags: Array<string>, sandbox: boolean | null, apiKeyPlaceholder: string | null, domainPlaceholder: string | null, userPlaceholder: string | null, passwordPlaceholder: string | null, clientIdPlaceholder: string | null, clientSecretPlaceholder: string | null, employerIdPlaceholder: string | null, mfaMessage: string | null, available: boolean, signIn: { kind: string, fields: Array<string>, oauthUrl: string | null, assistedUrl: string | null } }> }> };


export const ValidateConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ValidateConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateConnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateConnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUri"}}]}}]}}]} as unknown as DocumentNode<ValidateConnectMutation, ValidateConnectMutationVariables>;
export const AuthorizeConnectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthorizeConnect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthorizeConnectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizeConnect"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectTo"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"nextContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mfaType"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorizeConnectMutation, AuthorizeConnectMutationVariables>;
export const ConnectScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectScopes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scopes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]} as unknown as DocumentNode<ConnectScopesQuery, ConnectScopesQueryVariables>;
export const ConnectProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectProviders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sandbox"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}},{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sandbox"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sandbox"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"domainPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"userPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"passwordPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"clientIdPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecretPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"employerIdPlaceholder"}},{"kind":"Field","name":{"kind":"Name","value":"mfaMessage"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"signIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"oauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"assistedUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConnectProvidersQuery, ConnectProvidersQueryVariables>;
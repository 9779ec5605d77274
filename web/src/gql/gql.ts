/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ValidateConnect($input: ValidateConnectInput!) {\n  validateConnect(input: $input) {\n    clientId\n    name\n    redirectUri\n  }\n}": typeof types.ValidateConnectDocument,
    "mutation AuthorizeConnect($input: AuthorizeConnectInput!) {\n  authorizeConnect(input: $input) {\n    clientId\n    redirectTo\n    next\n    nextContext {\n      entities {\n        id\n        name\n      }\n      phoneNumber\n      email\n      mfaType\n    }\n  }\n}": typeof types.AuthorizeConnectDocument,
    "query ConnectScopes($mode: String!) {\n  scopes(mode: $mode) {\n    name\n    resource\n    displayName\n    description\n    icon\n  }\n}": typeof types.ConnectScopesDocument,
    "query ConnectProviders($mode: String!, $clientId: String!, $sandbox: Boolean, $tags: [String!]) {\n  providers(mode: $mode, clientId: $clientId, sandbox: $sandbox, tags: $tags) {\n    mode\n    providers {\n      id\n      displayName\n      color\n      tags\n      sandbox\n      apiKeyPlaceholder\n      domainPlaceholder\n      userPlaceholder\n      passwordPlaceholder\n      clientIdPlaceholder\n      clientSecretPlaceholder\n      employerIdPlaceholder\n      mfaMessage\n      available\n      signIn {\n        kind\n        fields\n        oauthUrl\n        assistedUrl\n      }\n    }\n  }\n}": typeof types.ConnectProvidersDocument,
};
const documents: Documents = {
    "mutation ValidateConnect($input: ValidateConnectInput!) {\n  validateConnect(input: $input) {\n    clientId\n    name\n    redirectUri\n  }\n}": types.ValidateConnectDocument,
    "mutation AuthorizeConnect($input: AuthorizeConnectInput!) {\n  authorizeConnect(input: $input) {\n    clientId\n    redirectTo\n    next\n    nextContext {\n      entities {\n        id\n        name\n      }\n      phoneNumber\n      email\n      mfaType\n    }\n  }\n}": types.AuthorizeConnectDocument,
    "query ConnectScopes($mode: String!) {\n  scopes(mode: $mode) {\n    name\n    resource\n    displayName\n    description\n    icon\n  }\n}": types.ConnectScopesDocument,
    "query ConnectProviders($mode: String!, $clientId: String!, $sandbox: Boolean, $tags: [String!]) {\n  providers(mode: $mode, clientId: $clientId, sandbox: $sandbox, tags: $tags) {\n    mode\n    providers {\n      id\n      displayName\n      color\n      tags\n      sandbox\n      apiKeyPlaceholder\n      domainPlaceholder\n      userPlaceholder\n      passwordPlaceholder\n      clientIdPlaceholder\n      clientSecretPlaceholder\n      employerIdPlaceholder\n      mfaMessage\n      available\n      signIn {\n        kind\n        fields\n        oauthUrl\n        assistedUrl\n      }\n    }\n  }\n}": types.ConnectProvidersDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ValidateConnect($input: ValidateConnectInput!) {\n  validateConnect(input: $input) {\n    clientId\n    name\n    redirectUri\n  }\n}"): (typeof documents)["mutation ValidateConnect($input: ValidateConnectInput!) {\n  validateConnect(input: $input) {\n    clientId\n    name\n    redirectUri\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthorizeConnect($input: AuthorizeConnectInput!) {\n  authorizeConnect(input: $input) {\n    clientId\n    redirectTo\n    next\n    nextContext {\n      entities {\n        id\n        name\n      }\n      phoneNumber\n      email\n      mfaType\n    }\n  }\n}"): (typeof documents)["mutation AuthorizeConnect($input: AuthorizeConnectInput!) {\n  authorizeConnect(input: $input) {\n    clientId\n    redirectTo\n    next\n    nextContext {\n      entities {\n        id\n        name\n      }\n      phoneNumber\n      email\n      mfaType\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConnectScopes($mode: String!) {\n  scopes(mode: $mode) {\n    name\n    resource\n    displayName\n    description\n    icon\n  }\n}"): (typeof documents)["query ConnectScopes($mode: String!) {\n  scopes(mode: $mode) {\n    name\n    resource\n    displayName\n    description\n    icon\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConnectProviders($mode: String!, $clientId: String!, $sandbox: Boolean, $tags: [String!]) {\n  providers(mode: $mode, clientId: $clientId, sandbox: $sandbox, tags: $tags) {\n    mode\n    providers {\n      id\n      displayName\n      color\n      tags\n      sandbox\n      apiKeyPlaceholder\n      domainPlaceholder\n      userPlaceholder\n      passwordPlaceholder\n      clientIdPlaceholder\n      clientSecretPlaceholder\n      employerIdPlaceholder\n      mfaMessage\n      available\n      signIn {\n        kind\n        fields\n        oauthUrl\n        assistedUrl\n      }\n    }\n  }\n}"): (typeof documents)["query ConnectProviders($mode: String!, $clientId: String!, $sandbox: Boolean, $tags: [String!]) {\n  providers(mode: $mode, clientId: $clientId, sandbox: $sandbox, tags: $tags) {\n    mode\n    providers {\n      id\n      displayName\n      color\n      tags\n      sandbox\n      apiKeyPlaceholder\n      domainPlaceholder\n      userPlaceholder\n      passwordPlaceholder\n      clientIdPlaceholder\n      clientSecretPlaceholder\n      employerIdPlaceholder\n      mfaMessage\n      available\n      signIn {\n        kind\n        fields\n        oauthUrl\n        assistedUrl\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
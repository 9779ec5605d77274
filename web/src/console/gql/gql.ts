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
    "\n  fragment ConsoleIssueListFields on SyncIssueList {\n    total\n    omitted\n    entries {\n      resource\n      field\n      message\n      count\n    }\n  }\n": typeof types.ConsoleIssueListFieldsFragmentDoc,
    "\n  fragment ConsoleConnectionFields on Connection {\n    id\n    provider\n    providerName\n    color\n    mode\n    companyName\n    companyId\n    createdAt\n    disconnectedAt\n    state\n    nextChangeCheckAt\n    scopeDetails {\n      name\n      displayName\n      description\n    }\n    sync {\n      status\n      error\n      syncedAt\n      attempts\n      nextAttemptAt\n    }\n    lastSync {\n      startedAt\n      finishedAt\n      outcome\n      resources {\n        resource\n        stored\n        skipped\n      }\n      skipped {\n        ...ConsoleIssueListFields\n      }\n      nulled {\n        ...ConsoleIssueListFields\n      }\n      warnings {\n        ...ConsoleIssueListFields\n      }\n    }\n  }\n": typeof types.ConsoleConnectionFieldsFragmentDoc,
    "\n  query ConsoleConnections($state: ConnectionState, $search: String) {\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n": typeof types.ConsoleConnectionsDocument,
    "\n  mutation ConsoleDisconnect($id: String!) {\n    disconnectConnection(id: $id) {\n      id\n      state\n      disconnectedAt\n      nextChangeCheckAt\n    }\n  }\n": typeof types.ConsoleDisconnectDocument,
    "\n  fragment ConsoleClientFields on ManagementClient {\n    clientId\n    name\n    redirectUris\n    webhookUri\n  }\n": typeof types.ConsoleClientFieldsFragmentDoc,
    "\n  fragment ConsoleEndpointFields on WebhookEndpoint {\n    url\n    health\n    consecutiveFailures\n    failingSince\n    pendingDeliveries\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n    }\n  }\n": typeof types.ConsoleEndpointFieldsFragmentDoc,
    "\n  query ConsoleOverview {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n  }\n": typeof types.ConsoleOverviewDocument,
    "\n  query ConsoleSignIn($mode: Mode!, $state: ConnectionState, $search: String) {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n    sandboxConnectUrl(mode: $mode)\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n": typeof types.ConsoleSignInDocument,
    "\n  query ConsoleConnectUrl($mode: Mode!) {\n    sandboxConnectUrl(mode: $mode)\n  }\n": typeof types.ConsoleConnectUrlDocument,
    "\n  fragment ConsoleSecretFields on ClientSecret {\n    id\n    masked\n    createdAt\n    signsStaffbridgeSignature\n  }\n": typeof types.ConsoleSecretFieldsFragmentDoc,
    "\n  query ConsoleSettings {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    clientSecrets {\n      ...ConsoleSecretFields\n    }\n  }\n": typeof types.ConsoleSettingsDocument,
    "\n  mutation ConsoleUpdateClient($input: UpdateManagementClientInput!) {\n    updateManagementClient(input: $input) {\n      ...ConsoleClientFields\n    }\n  }\n": typeof types.ConsoleUpdateClientDocument,
    "\n  mutation ConsoleRotateSecret {\n    rotateClientSecret {\n      clientSecret\n      secrets {\n        ...ConsoleSecretFields\n      }\n    }\n  }\n": typeof types.ConsoleRotateSecretDocument,
    "\n  mutation ConsoleRetireSecret($id: String!) {\n    retireClientSecret(id: $id) {\n      ...ConsoleSecretFields\n    }\n  }\n": typeof types.ConsoleRetireSecretDocument,
    "\n  query ConsoleTokens {\n    managementTokens {\n      id\n      connectionId\n      token\n      createdAt\n      revokedAt\n      mode\n      provider\n      valid\n      scopeDetails {\n        name\n        displayName\n        description\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n      state\n    }\n  }\n": typeof types.ConsoleTokensDocument,
    "\n  mutation ConsoleMintToken($connectionId: String!) {\n    createConnectionToken(connectionId: $connectionId) {\n      accessToken\n      mode\n      provider\n    }\n  }\n": typeof types.ConsoleMintTokenDocument,
    "\n  mutation ConsoleRevokeToken($id: String!) {\n    revokeToken(id: $id) {\n      id\n      valid\n      revokedAt\n    }\n  }\n": typeof types.ConsoleRevokeTokenDocument,
    "\n  fragment ConsoleAttemptFields on WebhookAttempt {\n    attempt\n    attemptedAt\n    url\n    statusCode\n    latencyMs\n    error\n    manual\n    requestHeaders {\n      name\n      value\n    }\n  }\n": typeof types.ConsoleAttemptFieldsFragmentDoc,
    "\n  query ConsoleDeliveries($status: WebhookDeliveryStatus) {\n    webhookDeliveries(status: $status, first: 100) {\n      id\n      kind\n      connectionId\n      status\n      createdAt\n      added\n      removed\n      updated\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n    }\n  }\n": typeof types.ConsoleDeliveriesDocument,
    "\n  query ConsoleDeliveryBody($id: String!) {\n    webhookDeliveries(id: $id, first: 1) {\n      id\n      body\n    }\n  }\n": typeof types.ConsoleDeliveryBodyDocument,
    "\n  mutation ConsoleSendTest {\n    sendTestWebhook {\n      id\n      status\n    }\n  }\n": typeof types.ConsoleSendTestDocument,
    "\n  mutation ConsoleRedeliver($id: String!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n  }\n": typeof types.ConsoleRedeliverDocument,
};
const documents: Documents = {
    "\n  fragment ConsoleIssueListFields on SyncIssueList {\n    total\n    omitted\n    entries {\n      resource\n      field\n      message\n      count\n    }\n  }\n": types.ConsoleIssueListFieldsFragmentDoc,
    "\n  fragment ConsoleConnectionFields on Connection {\n    id\n    provider\n    providerName\n    color\n    mode\n    companyName\n    companyId\n    createdAt\n    disconnectedAt\n    state\n    nextChangeCheckAt\n    scopeDetails {\n      name\n      displayName\n      description\n    }\n    sync {\n      status\n      error\n      syncedAt\n      attempts\n      nextAttemptAt\n    }\n    lastSync {\n      startedAt\n      finishedAt\n      outcome\n      resources {\n        resource\n        stored\n        skipped\n      }\n      skipped {\n        ...ConsoleIssueListFields\n      }\n      nulled {\n        ...ConsoleIssueListFields\n      }\n      warnings {\n        ...ConsoleIssueListFields\n      }\n    }\n  }\n": types.ConsoleConnectionFieldsFragmentDoc,
    "\n  query ConsoleConnections($state: ConnectionState, $search: String) {\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n": types.ConsoleConnectionsDocument,
    "\n  mutation ConsoleDisconnect($id: String!) {\n    disconnectConnection(id: $id) {\n      id\n      state\n      disconnectedAt\n      nextChangeCheckAt\n    }\n  }\n": types.ConsoleDisconnectDocument,
    "\n  fragment ConsoleClientFields on ManagementClient {\n    clientId\n    name\n    redirectUris\n    webhookUri\n  }\n": types.ConsoleClientFieldsFragmentDoc,
    "\n  fragment ConsoleEndpointFields on WebhookEndpoint {\n    url\n    health\n    consecutiveFailures\n    failingSince\n    pendingDeliveries\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n    }\n  }\n": types.ConsoleEndpointFieldsFragmentDoc,
    "\n  query ConsoleOverview {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n  }\n": types.ConsoleOverviewDocument,
    "\n  query ConsoleSignIn($mode: Mode!, $state: ConnectionState, $search: String) {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n    sandboxConnectUrl(mode: $mode)\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n": types.ConsoleSignInDocument,
    "\n  query ConsoleConnectUrl($mode: Mode!) {\n    sandboxConnectUrl(mode: $mode)\n  }\n": types.ConsoleConnectUrlDocument,
    "\n  fragment ConsoleSecretFields on ClientSecret {\n    id\n    masked\n    createdAt\n    signsStaffbridgeSignature\n  }\n": types.ConsoleSecretFieldsFragmentDoc,
    "\n  query ConsoleSettings {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    clientSecrets {\n      ...ConsoleSecretFields\n    }\n  }\n": types.ConsoleSettingsDocument,
    "\n  mutation ConsoleUpdateClient($input: UpdateManagementClientInput!) {\n    updateManagementClient(input: $input) {\n      ...ConsoleClientFields\n    }\n  }\n": types.ConsoleUpdateClientDocument,
    "\n  mutation ConsoleRotateSecret {\n    rotateClientSecret {\n      clientSecret\n      secrets {\n        ...ConsoleSecretFields\n      }\n    }\n  }\n": types.ConsoleRotateSecretDocument,
    "\n  mutation ConsoleRetireSecret($id: String!) {\n    retireClientSecret(id: $id) {\n      ...ConsoleSecretFields\n    }\n  }\n": types.ConsoleRetireSecretDocument,
    "\n  query ConsoleTokens {\n    managementTokens {\n      id\n      connectionId\n      token\n      createdAt\n      revokedAt\n      mode\n      provider\n      valid\n      scopeDetails {\n        name\n        displayName\n        description\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n      state\n    }\n  }\n": types.ConsoleTokensDocument,
    "\n  mutation ConsoleMintToken($connectionId: String!) {\n    createConnectionToken(connectionId: $connectionId) {\n      accessToken\n      mode\n      provider\n    }\n  }\n": types.ConsoleMintTokenDocument,
    "\n  mutation ConsoleRevokeToken($id: String!) {\n    revokeToken(id: $id) {\n      id\n      valid\n      revokedAt\n    }\n  }\n": types.ConsoleRevokeTokenDocument,
    "\n  fragment ConsoleAttemptFields on WebhookAttempt {\n    attempt\n    attemptedAt\n    url\n    statusCode\n    latencyMs\n    error\n    manual\n    requestHeaders {\n      name\n      value\n    }\n  }\n": types.ConsoleAttemptFieldsFragmentDoc,
    "\n  query ConsoleDeliveries($status: WebhookDeliveryStatus) {\n    webhookDeliveries(status: $status, first: 100) {\n      id\n      kind\n      connectionId\n      status\n      createdAt\n      added\n      removed\n      updated\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n    }\n  }\n": types.ConsoleDeliveriesDocument,
    "\n  query ConsoleDeliveryBody($id: String!) {\n    webhookDeliveries(id: $id, first: 1) {\n      id\n      body\n    }\n  }\n": types.ConsoleDeliveryBodyDocument,
    "\n  mutation ConsoleSendTest {\n    sendTestWebhook {\n      id\n      status\n    }\n  }\n": types.ConsoleSendTestDocument,
    "\n  mutation ConsoleRedeliver($id: String!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n  }\n": types.ConsoleRedeliverDocument,
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
export function graphql(source: "\n  fragment ConsoleIssueListFields on SyncIssueList {\n    total\n    omitted\n    entries {\n      resource\n      field\n      message\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleIssueListFields on SyncIssueList {\n    total\n    omitted\n    entries {\n      resource\n      field\n      message\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleConnectionFields on Connection {\n    id\n    provider\n    providerName\n    color\n    mode\n    companyName\n    companyId\n    createdAt\n    disconnectedAt\n    state\n    nextChangeCheckAt\n    scopeDetails {\n      name\n      displayName\n      description\n    }\n    sync {\n      status\n      error\n      syncedAt\n      attempts\n      nextAttemptAt\n    }\n    lastSync {\n      startedAt\n      finishedAt\n      outcome\n      resources {\n        resource\n        stored\n        skipped\n      }\n      skipped {\n        ...ConsoleIssueListFields\n      }\n      nulled {\n        ...ConsoleIssueListFields\n      }\n      warnings {\n        ...ConsoleIssueListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleConnectionFields on Connection {\n    id\n    provider\n    providerName\n    color\n    mode\n    companyName\n    companyId\n    createdAt\n    disconnectedAt\n    state\n    nextChangeCheckAt\n    scopeDetails {\n      name\n      displayName\n      description\n    }\n    sync {\n      status\n      error\n      syncedAt\n      attempts\n      nextAttemptAt\n    }\n    lastSync {\n      startedAt\n      finishedAt\n      outcome\n      resources {\n        resource\n        stored\n        skipped\n      }\n      skipped {\n        ...ConsoleIssueListFields\n      }\n      nulled {\n        ...ConsoleIssueListFields\n      }\n      warnings {\n        ...ConsoleIssueListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConnections($state: ConnectionState, $search: String) {\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleConnections($state: ConnectionState, $search: String) {\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDisconnect($id: String!) {\n    disconnectConnection(id: $id) {\n      id\n      state\n      disconnectedAt\n      nextChangeCheckAt\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleDisconnect($id: String!) {\n    disconnectConnection(id: $id) {\n      id\n      state\n      disconnectedAt\n      nextChangeCheckAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleClientFields on ManagementClient {\n    clientId\n    name\n    redirectUris\n    webhookUri\n  }\n"): (typeof documents)["\n  fragment ConsoleClientFields on ManagementClient {\n    clientId\n    name\n    redirectUris\n    webhookUri\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleEndpointFields on WebhookEndpoint {\n    url\n    health\n    consecutiveFailures\n    failingSince\n    pendingDeliveries\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleEndpointFields on WebhookEndpoint {\n    url\n    health\n    consecutiveFailures\n    failingSince\n    pendingDeliveries\n    lastAttempt {\n      attemptedAt\n      statusCode\n      latencyMs\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleOverview {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleOverview {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSignIn($mode: Mode!, $state: ConnectionState, $search: String) {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n    sandboxConnectUrl(mode: $mode)\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleSignIn($mode: Mode!, $state: ConnectionState, $search: String) {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    webhookEndpoint {\n      ...ConsoleEndpointFields\n    }\n    sandboxConnectUrl(mode: $mode)\n    connections(state: $state, search: $search, first: 500) {\n      ...ConsoleConnectionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConnectUrl($mode: Mode!) {\n    sandboxConnectUrl(mode: $mode)\n  }\n"): (typeof documents)["\n  query ConsoleConnectUrl($mode: Mode!) {\n    sandboxConnectUrl(mode: $mode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleSecretFields on ClientSecret {\n    id\n    masked\n    createdAt\n    signsStaffbridgeSignature\n  }\n"): (typeof documents)["\n  fragment ConsoleSecretFields on ClientSecret {\n    id\n    masked\n    createdAt\n    signsStaffbridgeSignature\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSettings {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    clientSecrets {\n      ...ConsoleSecretFields\n    }\n  }\n"): (typeof documents)["\n  query ConsoleSettings {\n    managementClient {\n      ...ConsoleClientFields\n    }\n    clientSecrets {\n      ...ConsoleSecretFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateClient($input: UpdateManagementClientInput!) {\n    updateManagementClient(input: $input) {\n      ...ConsoleClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateClient($input: UpdateManagementClientInput!) {\n    updateManagementClient(input: $input) {\n      ...ConsoleClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateSecret {\n    rotateClientSecret {\n      clientSecret\n      secrets {\n        ...ConsoleSecretFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRotateSecret {\n    rotateClientSecret {\n      clientSecret\n      secrets {\n        ...ConsoleSecretFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRetireSecret($id: String!) {\n    retireClientSecret(id: $id) {\n      ...ConsoleSecretFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRetireSecret($id: String!) {\n    retireClientSecret(id: $id) {\n      ...ConsoleSecretFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTokens {\n    managementTokens {\n      id\n      connectionId\n      token\n      createdAt\n      revokedAt\n      mode\n      provider\n      valid\n      scopeDetails {\n        name\n        displayName\n        description\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n      state\n    }\n  }\n"): (typeof documents)["\n  query ConsoleTokens {\n    managementTokens {\n      id\n      connectionId\n      token\n      createdAt\n      revokedAt\n      mode\n      provider\n      valid\n      scopeDetails {\n        name\n        displayName\n        description\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleMintToken($connectionId: String!) {\n    createConnectionToken(connectionId: $connectionId) {\n      accessToken\n      mode\n      provider\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleMintToken($connectionId: String!) {\n    createConnectionToken(connectionId: $connectionId) {\n      accessToken\n      mode\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRevokeToken($id: String!) {\n    revokeToken(id: $id) {\n      id\n      valid\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRevokeToken($id: String!) {\n    revokeToken(id: $id) {\n      id\n      valid\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleAttemptFields on WebhookAttempt {\n    attempt\n    attemptedAt\n    url\n    statusCode\n    latencyMs\n    error\n    manual\n    requestHeaders {\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleAttemptFields on WebhookAttempt {\n    attempt\n    attemptedAt\n    url\n    statusCode\n    latencyMs\n    error\n    manual\n    requestHeaders {\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDeliveries($status: WebhookDeliveryStatus) {\n    webhookDeliveries(status: $status, first: 100) {\n      id\n      kind\n      connectionId\n      status\n      createdAt\n      added\n      removed\n      updated\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n    }\n  }\n"): (typeof documents)["\n  query ConsoleDeliveries($status: WebhookDeliveryStatus) {\n    webhookDeliveries(status: $status, first: 100) {\n      id\n      kind\n      connectionId\n      status\n      createdAt\n      added\n      removed\n      updated\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n    connections(first: 500) {\n      id\n      companyName\n      providerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleDeliveryBody($id: String!) {\n    webhookDeliveries(id: $id, first: 1) {\n      id\n      body\n    }\n  }\n"): (typeof documents)["\n  query ConsoleDeliveryBody($id: String!) {\n    webhookDeliveries(id: $id, first: 1) {\n      id\n      body\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleSendTest {\n    sendTestWebhook {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleSendTest {\n    sendTestWebhook {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRedeliver($id: String!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRedeliver($id: String!) {\n    redeliverWebhook(id: $id) {\n      id\n      status\n      nextAttemptAt\n      finishedAt\n      attempts {\n        ...ConsoleAttemptFields\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
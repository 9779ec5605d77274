import { graphql } from './gql';

export const ConsoleClientFields = graphql(`
  fragment ConsoleClientFields on ManagementClient {
    clientId
    name
    redirectUris
    webhookUri
  }
`);

export const ConsoleEndpointFields = graphql(`
  fragment ConsoleEndpointFields on WebhookEndpoint {
    url
    health
    consecutiveFailures
    failingSince
    pendingDeliveries
    lastAttempt {
      attemptedAt
      statusCode
      latencyMs
      error
    }
  }
`);

// The header: client name and webhook health (refetched after a change to either).
export const ConsoleOverviewQuery = graphql(`
  query ConsoleOverview {
    managementClient {
      ...ConsoleClientFields
    }
    webhookEndpoint {
      ...ConsoleEndpointFields
    }
  }
`);

// Signing in: one request proves the credentials and fills everything the first screen shows (the header,
// the connect link, the connection list), so the console is ready after one round trip. The arguments are the
// ones the views ask with, so the views find their answers in the cache.
export const ConsoleSignInQuery = graphql(`
  query ConsoleSignIn($mode: Mode!, $state: ConnectionState, $search: String) {
    managementClient {
      ...ConsoleClientFields
    }
    webhookEndpoint {
      ...ConsoleEndpointFields
    }
    sandboxConnectUrl(mode: $mode)
    connections(state: $state, search: $search, first: 500) {
      ...ConsoleConnectionFields
    }
  }
`);

export const ConsoleConnectUrlQuery = graphql(`
  query ConsoleConnectUrl($mode: Mode!) {
    sandboxConnectUrl(mode: $mode)
  }
`);

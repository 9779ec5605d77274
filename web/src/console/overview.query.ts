import { graphql } from './gql';

// Signing in runs this: it proves the credentials and fills the header (client name, webhook health).
export const ConsoleOverviewQuery = graphql(`
  query ConsoleOverview {
    managementClient {
      clientId
      name
      redirectUris
      webhookUri
    }
    webhookEndpoint {
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
  }
`);

export const ConsoleConnectUrlQuery = graphql(`
  query ConsoleConnectUrl($mode: Mode!) {
    sandboxConnectUrl(mode: $mode)
  }
`);

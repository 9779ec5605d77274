import { graphql } from '../gql';

export const ConsoleIssueListFields = graphql(`
  fragment ConsoleIssueListFields on SyncIssueList {
    total
    omitted
    entries {
      resource
      field
      message
      count
    }
  }
`);

// What a connection row shows: the Connections tab's query and the sign-in query (which fills the first
// page at once) select the same fields.
export const ConsoleConnectionFields = graphql(`
  fragment ConsoleConnectionFields on Connection {
    id
    provider
    providerName
    color
    mode
    companyName
    companyId
    createdAt
    disconnectedAt
    state
    nextChangeCheckAt
    scopeDetails {
      name
      displayName
      description
    }
    sync {
      status
      error
      syncedAt
      attempts
      nextAttemptAt
    }
    lastSync {
      startedAt
      finishedAt
      outcome
      resources {
        resource
        stored
        skipped
      }
      skipped {
        ...ConsoleIssueListFields
      }
      nulled {
        ...ConsoleIssueListFields
      }
      warnings {
        ...ConsoleIssueListFields
      }
    }
  }
`);

export const ConsoleConnectionsQuery = graphql(`
  query ConsoleConnections($state: ConnectionState, $search: String) {
    connections(state: $state, search: $search, first: 500) {
      ...ConsoleConnectionFields
    }
  }
`);

export const ConsoleDisconnectMutation = graphql(`
  mutation ConsoleDisconnect($id: String!) {
    disconnectConnection(id: $id) {
      id
      state
      disconnectedAt
      nextChangeCheckAt
    }
  }
`);

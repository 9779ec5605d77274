import { graphql } from '../gql';

export const ConsoleTokensQuery = graphql(`
  query ConsoleTokens {
    managementTokens {
      id
      connectionId
      token
      createdAt
      revokedAt
      mode
      provider
      valid
      scopeDetails {
        name
        displayName
        description
      }
    }
    connections(first: 500) {
      id
      companyName
      providerName
      state
    }
  }
`);

export const ConsoleMintTokenMutation = graphql(`
  mutation ConsoleMintToken($connectionId: String!) {
    createConnectionToken(connectionId: $connectionId) {
      accessToken
      mode
      provider
    }
  }
`);

export const ConsoleRevokeTokenMutation = graphql(`
  mutation ConsoleRevokeToken($id: String!) {
    revokeToken(id: $id) {
      id
      valid
      revokedAt
    }
  }
`);

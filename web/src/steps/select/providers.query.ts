import { graphql } from '../../gql';

// The provider catalogue for one mode, already filtered by the server (SPEC §5 provider filtering).
export const ConnectProvidersQuery = graphql(`
  query ConnectProviders($mode: String!, $clientId: String!, $sandbox: Boolean, $tags: [String!]) {
    providers(mode: $mode, clientId: $clientId, sandbox: $sandbox, tags: $tags) {
      mode
      providers {
        id
        displayName
        logo
        color
        tags
        sandbox
        apiKeyPlaceholder
        domainPlaceholder
        userPlaceholder
        passwordPlaceholder
        clientIdPlaceholder
        clientSecretPlaceholder
        employerIdPlaceholder
        mfaMessage
        available
        signIn {
          kind
          fields
          oauthUrl
          assistedUrl
        }
      }
    }
  }
`);

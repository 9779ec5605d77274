import { graphql } from '../gql';

// Checks client_id, redirect_uri, scopes, mode (and app type, provider) before anything is shown.
export const ValidateConnectMutation = graphql(`
  mutation ValidateConnect($input: ValidateConnectInput!) {
    validateConnect(input: $input) {
      clientId
      name
      redirectUri
    }
  }
`);

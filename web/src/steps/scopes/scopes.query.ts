import { graphql } from '../../gql';

// Display name, description and icon of every scope the mode offers.
export const ConnectScopesQuery = graphql(`
  query ConnectScopes($mode: String!) {
    scopes(mode: $mode) {
      name
      resource
      displayName
      description
      icon
    }
  }
`);

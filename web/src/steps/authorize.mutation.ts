import { graphql } from '../gql';

// One call for every authorization stage: step SIGN_IN, MFA or CHOSEN.
export const AuthorizeConnectMutation = graphql(`
  mutation AuthorizeConnect($input: AuthorizeConnectInput!) {
    authorizeConnect(input: $input) {
      clientId
      redirectTo
      next
      nextContext {
        entities {
          id
          name
        }
        phoneNumber
        email
        mfaType
      }
    }
  }
`);

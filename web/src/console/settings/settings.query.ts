import { graphql } from '../gql';

export const ConsoleSecretFields = graphql(`
  fragment ConsoleSecretFields on ClientSecret {
    id
    masked
    createdAt
    signsStaffbridgeSignature
  }
`);

export const ConsoleSettingsQuery = graphql(`
  query ConsoleSettings {
    managementClient {
      ...ConsoleClientFields
    }
    clientSecrets {
      ...ConsoleSecretFields
    }
  }
`);

export const ConsoleUpdateClientMutation = graphql(`
  mutation ConsoleUpdateClient($input: UpdateManagementClientInput!) {
    updateManagementClient(input: $input) {
      ...ConsoleClientFields
    }
  }
`);

export const ConsoleRotateSecretMutation = graphql(`
  mutation ConsoleRotateSecret {
    rotateClientSecret {
      clientSecret
      secrets {
        ...ConsoleSecretFields
      }
    }
  }
`);

export const ConsoleRetireSecretMutation = graphql(`
  mutation ConsoleRetireSecret($id: String!) {
    retireClientSecret(id: $id) {
      ...ConsoleSecretFields
    }
  }
`);

import { graphql } from '../gql';

export const ConsoleSettingsQuery = graphql(`
  query ConsoleSettings {
    managementClient {
      clientId
      name
      redirectUris
      webhookUri
    }
    clientSecrets {
      id
      masked
      createdAt
      signsStaffbridgeSignature
    }
  }
`);

export const ConsoleUpdateClientMutation = graphql(`
  mutation ConsoleUpdateClient($input: UpdateManagementClientInput!) {
    updateManagementClient(input: $input) {
      clientId
      name
      redirectUris
      webhookUri
    }
  }
`);

export const ConsoleRotateSecretMutation = graphql(`
  mutation ConsoleRotateSecret {
    rotateClientSecret {
      clientSecret
      secrets {
        id
        masked
        createdAt
        signsStaffbridgeSignature
      }
    }
  }
`);

export const ConsoleRetireSecretMutation = graphql(`
  mutation ConsoleRetireSecret($id: String!) {
    retireClientSecret(id: $id) {
      id
      masked
      createdAt
      signsStaffbridgeSignature
    }
  }
`);

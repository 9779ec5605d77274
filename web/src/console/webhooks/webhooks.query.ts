import { graphql } from '../gql';

export const ConsoleAttemptFields = graphql(`
  fragment ConsoleAttemptFields on WebhookAttempt {
    attempt
    attemptedAt
    url
    statusCode
    latencyMs
    error
    manual
    requestHeaders {
      name
      value
    }
  }
`);

export const ConsoleDeliveriesQuery = graphql(`
  query ConsoleDeliveries($status: WebhookDeliveryStatus) {
    webhookDeliveries(status: $status, first: 100) {
      id
      kind
      connectionId
      status
      createdAt
      added
      removed
      updated
      nextAttemptAt
      finishedAt
      attempts {
        ...ConsoleAttemptFields
      }
    }
    connections(first: 500) {
      id
      companyName
      providerName
    }
  }
`);

export const ConsoleDeliveryBodyQuery = graphql(`
  query ConsoleDeliveryBody($id: String!) {
    webhookDeliveries(id: $id, first: 1) {
      id
      body
    }
  }
`);

export const ConsoleSendTestMutation = graphql(`
  mutation ConsoleSendTest {
    sendTestWebhook {
      id
      status
    }
  }
`);

export const ConsoleRedeliverMutation = graphql(`
  mutation ConsoleRedeliver($id: String!) {
    redeliverWebhook(id: $id) {
      id
      status
      nextAttemptAt
      finishedAt
      attempts {
        ...ConsoleAttemptFields
      }
    }
  }
`);

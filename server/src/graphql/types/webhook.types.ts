import { Field, Int, ObjectType } from 'type-graphql';
import { DELIVERY_KINDS, DELIVERY_STATUSES, type DeliveryKind, type DeliveryStatus } from '../../modules/webhooks/webhook-delivery.service';
import { ENDPOINT_HEALTHS, type EndpointHealth } from '../../modules/webhooks/webhook-endpoint.service';
import { namedEnum } from './enums';

export const WebhookDeliveryStatus = namedEnum(
  'WebhookDeliveryStatus',
  DELIVERY_STATUSES,
  'pending: waiting for its next attempt; delivered: a 2xx came back; failed: every attempt failed.',
);

export const WebhookDeliveryKind = namedEnum(
  'WebhookDeliveryKind',
  DELIVERY_KINDS,
  'change: a change check found employees added, removed or updated; test: a test event sent by the client (empty lists).',
);

export const WebhookEndpointHealth = namedEnum(
  'WebhookEndpointHealth',
  ENDPOINT_HEALTHS,
  'off: no webhook_uri; untested: nothing sent to it yet; healthy: its latest attempt got a 2xx; failing: its latest attempt did not.',
);

@ObjectType({ description: 'One HTTP header as sent.' })
export class WebhookHeader {
  @Field(() => String) name: string;
  @Field(() => String) value: string;
}

@ObjectType({ description: 'One POST of a webhook delivery to the client\'s webhook_uri.' })
export class WebhookAttempt {
  @Field(() => Int, { description: '1 for the first attempt.' }) attempt: number;
  @Field(() => String, { description: 'When the attempt started (ISO 8601).' }) attemptedAt: string;
  @Field(() => String, { nullable: true, description: 'The webhook_uri it was sent to.' }) url: string | null;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the answer; null when none came.' }) statusCode: number | null;
  @Field(() => Int, { nullable: true, description: 'Milliseconds until the answer (or the failure).' }) latencyMs: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed; null on success or while in flight.' }) error: string | null;
  @Field(() => Boolean, { description: 'Asked for by the client (a redelivery or a test event): sent once, not retried.' }) manual: boolean;
  @Field(() => [WebhookHeader], {
    nullable: true,
    description: 'The headers it sent, signatures included (no header carries a secret); null for an attempt cut short before sending.',
  })
  requestHeaders: WebhookHeader[] | null;
}

@ObjectType({ description: 'A webhook of a change check: one body, signed anew and sent until it succeeds or every retry failed.' })
export class WebhookDelivery {
  @Field(() => String, { description: 'The webhook-id header, the same on every attempt.' }) id: string;
  @Field(() => WebhookDeliveryKind) kind: DeliveryKind;
  @Field(() => String, { nullable: true, description: 'The connection whose change it reports; null for a test event.' }) connectionId: string | null;
  @Field(() => WebhookDeliveryStatus) status: DeliveryStatus;
  @Field(() => String, { description: 'ISO 8601.' }) createdAt: string;
  @Field(() => Int, { description: 'Employees in the added list.' }) added: number;
  @Field(() => Int, { description: 'Employees in the removed list.' }) removed: number;
  @Field(() => Int, { description: 'Employees in the updated list.' }) updated: number;
  @Field(() => String, { nullable: true, description: 'When the next attempt is due (pending only).' }) nextAttemptAt: string | null;
  @Field(() => String, { nullable: true, description: 'When it was delivered or given up.' }) finishedAt: string | null;
  @Field(() => [WebhookAttempt]) attempts: WebhookAttempt[];
}

@ObjectType({ description: 'The latest attempt sent to the webhook endpoint.' })
export class WebhookEndpointAttempt {
  @Field(() => String, { description: 'ISO 8601.' }) attemptedAt: string;
  @Field(() => Int, { nullable: true }) statusCode: number | null;
  @Field(() => Int, { nullable: true }) latencyMs: number | null;
  @Field(() => String, { nullable: true }) error: string | null;
}

@ObjectType({ description: "The calling client's webhook endpoint and whether it answers, from the latest attempts sent to it." })
export class WebhookEndpoint {
  @Field(() => String, { nullable: true, description: 'The webhook_uri; null when webhooks are off.' }) url: string | null;
  @Field(() => WebhookEndpointHealth) health: EndpointHealth;
  @Field(() => Int, { description: 'Failed attempts in a row up to now (among the last 100 to this url).' }) consecutiveFailures: number;
  @Field(() => String, { nullable: true, description: 'When the current run of failures began (ISO 8601); null unless failing.' }) failingSince: string | null;
  @Field(() => WebhookEndpointAttempt, { nullable: true }) lastAttempt: WebhookEndpointAttempt | null;
  @Field(() => Int, { description: 'Deliveries waiting for their next attempt.' }) pendingDeliveries: number;
}

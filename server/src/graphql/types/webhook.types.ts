import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum WebhookDeliveryStatus {
  pending = 'pending',
  delivered = 'delivered',
  failed = 'failed',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'pending: waiting for its next attempt; delivered: a 2xx came back; failed: every attempt failed.',
});

@ObjectType({ description: 'One POST of a webhook delivery to the client\'s webhook_uri.' })
export class WebhookAttempt {
  @Field(() => Int, { description: '1 for the first attempt.' }) attempt: number;
  @Field(() => String, { description: 'When the attempt started (ISO 8601).' }) attemptedAt: string;
  @Field(() => String, { nullable: true, description: 'The webhook_uri it was sent to.' }) url: string | null;
  @Field(() => Int, { nullable: true, description: 'The HTTP status of the answer; null when none came.' }) statusCode: number | null;
  @Field(() => Int, { nullable: true, description: 'Milliseconds until the answer (or the failure).' }) latencyMs: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed; null on success or while in flight.' }) error: string | null;
}

@ObjectType({ description: 'A webhook of a change check: one body, signed anew and sent until it succeeds or every retry failed.' })
export class WebhookDelivery {
  @Field(() => String, { description: 'The webhook-id header, the same on every attempt.' }) id: string;
  @Field(() => String) connectionId: string;
  @Field(() => WebhookDeliveryStatus) status: WebhookDeliveryStatus;
  @Field(() => String, { description: 'ISO 8601.' }) createdAt: string;
  @Field(() => Int, { description: 'Employees in the added list.' }) added: number;
  @Field(() => Int, { description: 'Employees in the removed list.' }) removed: number;
  @Field(() => Int, { description: 'Employees in the updated list.' }) updated: number;
  @Field(() => String, { nullable: true, description: 'When the next attempt is due (pending only).' }) nextAttemptAt: string | null;
  @Field(() => String, { nullable: true, description: 'When it was delivered or given up.' }) finishedAt: string | null;
  @Field(() => [WebhookAttempt]) attempts: WebhookAttempt[];
}

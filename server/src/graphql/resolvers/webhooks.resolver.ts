import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { validationError } from '../../core/errors';
import { MAX_LIST_SIZE, type DeliveryStatus, type DeliveryView } from '../../modules/webhooks/webhook-delivery.service';
import type { EndpointView } from '../../modules/webhooks/webhook-endpoint.service';
import type { GraphQLContext } from '../context';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '../types/webhook.types';

const toDelivery = (d: DeliveryView): WebhookDelivery => ({
  id: d.id,
  kind: d.kind,
  connectionId: d.connectionId,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  added: d.added,
  removed: d.removed,
  updated: d.updated,
  nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
  finishedAt: d.finishedAt?.toISOString() ?? null,
  attempts: d.attempts.map((a) => ({
    attempt: a.attempt,
    attemptedAt: a.startedAt.toISOString(),
    url: a.url,
    statusCode: a.statusCode,
    latencyMs: a.latencyMs,
    error: a.error,
    manual: a.manual,
    // Stored as jsonb (keys reordered): shown by name.
    requestHeaders: a.requestHeaders
      ? Object.entries(a.requestHeaders)
          .map(([name, value]) => ({ name, value }))
          .sort((x, y) => x.name.toLowerCase().localeCompare(y.name.toLowerCase()))
      : null,
  })),
});

const toEndpoint = (e: EndpointView): WebhookEndpoint => ({
  url: e.url,
  health: e.health,
  consecutiveFailures: e.consecutiveFailures,
  failingSince: e.failingSince?.toISOString() ?? null,
  lastAttempt: e.lastAttempt && { ...e.lastAttempt, attemptedAt: e.lastAttempt.at.toISOString() },
  pendingDeliveries: e.pendingDeliveries,
});

/** Webhooks (CONTRACT §7): the calling client's endpoint and deliveries (HTTP Basic), and the admin change check. */
@Resolver(() => WebhookDelivery)
export class WebhooksResolver {
  @Query(() => [WebhookDelivery], { description: "The calling client's webhook deliveries, newest first, with every attempt (HTTP Basic)." })
  async webhookDeliveries(
    @Ctx() { services, caller }: GraphQLContext,
    @Arg('status', () => WebhookDeliveryStatus, { nullable: true }) status?: DeliveryStatus | null,
    @Arg('connectionId', () => String, { nullable: true }) connectionId?: string | null,
    @Arg('first', () => Int, { nullable: true, description: `At most this many (default 50, up to ${MAX_LIST_SIZE}).` }) first?: number | null,
    @Arg('id', () => String, { nullable: true, description: 'Only this delivery (its webhook-id).' }) id?: string | null,
  ): Promise<WebhookDelivery[]> {
    const client = await caller.requireClient();
    if (first !== undefined && first !== null && (first < 1 || first > MAX_LIST_SIZE)) {
      throw validationError(`first must be from 1 to ${MAX_LIST_SIZE}`, 'first', 'range');
    }
    const list = await services.webhooks.deliveries.list(client.id, { id, status, connectionId, first });
    return list.map(toDelivery);
  }

  @FieldResolver(() => String, { description: 'The body sent (the same bytes on every attempt).' })
  async body(@Root() delivery: WebhookDelivery, @Ctx() { loaders }: GraphQLContext): Promise<string> {
    return (await loaders.webhookBody.load(delivery.id)) ?? '';
  }

  @Query(() => WebhookEndpoint, { description: "The calling client's webhook endpoint and whether it answers (HTTP Basic)." })
  async webhookEndpoint(@Ctx() { services, caller }: GraphQLContext): Promise<WebhookEndpoint> {
    return toEndpoint(await services.webhooks.endpoint.status(await caller.requireClient()));
  }

  @Mutation(() => WebhookDelivery, {
    description: 'Sends a test event (empty lists, signed like every webhook) to the webhook_uri now and returns it with its attempt (HTTP Basic); not retried.',
  })
  async sendTestWebhook(@Ctx() { services, caller }: GraphQLContext): Promise<WebhookDelivery> {
    return toDelivery(await services.webhooks.endpoint.sendTest(await caller.requireClient()));
  }

  @Mutation(() => WebhookDelivery, {
    description:
      'Sends a delivery again now and returns it with the new attempt (HTTP Basic). A finished one gets one attempt, not retried; a pending one has its next attempt moved to now.',
  })
  async redeliverWebhook(@Arg('id', () => String) id: string, @Ctx() { services, caller }: GraphQLContext): Promise<WebhookDelivery> {
    return toDelivery(await services.webhooks.endpoint.redeliver(await caller.requireClient(), id));
  }

  @Mutation(() => Int, { description: 'Admin (x-admin-key): runs the hourly change check for every connection now; returns how many webhook deliveries it queued.' })
  async runChangeCheck(@Ctx() ctx: GraphQLContext): Promise<number> {
    ctx.caller.requireAdmin();
    return ctx.services.webhooks.changeCheck.runAll();
  }
}

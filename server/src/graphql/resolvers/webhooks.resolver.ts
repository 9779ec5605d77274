import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { validationError } from '../../core/errors';
import { MAX_LIST_SIZE, type DeliveryView } from '../../modules/webhooks/webhook-delivery.service';
import type { GraphQLContext } from '../context';
import { WebhookDelivery, WebhookDeliveryStatus } from '../types/webhook.types';

const toDelivery = (d: DeliveryView): WebhookDelivery => ({
  id: d.id,
  connectionId: d.connectionId,
  status: d.status as WebhookDeliveryStatus,
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
  })),
});

/** Webhooks (CONTRACT §7): the calling client's deliveries (HTTP Basic), and the admin change check. */
@Resolver()
export class WebhooksResolver {
  @Query(() => [WebhookDelivery], { description: "The calling client's webhook deliveries, newest first, with every attempt (HTTP Basic)." })
  async webhookDeliveries(
    @Ctx() { services, caller }: GraphQLContext,
    @Arg('status', () => WebhookDeliveryStatus, { nullable: true }) status?: WebhookDeliveryStatus | null,
    @Arg('connectionId', () => String, { nullable: true }) connectionId?: string | null,
    @Arg('first', () => Int, { nullable: true, description: `At most this many (default 50, up to ${MAX_LIST_SIZE}).` }) first?: number | null,
  ): Promise<WebhookDelivery[]> {
    const client = await caller.requireClient();
    if (first !== undefined && first !== null && (first < 1 || first > MAX_LIST_SIZE)) {
      throw validationError(`first must be from 1 to ${MAX_LIST_SIZE}`, 'first', 'range');
    }
    const list = await services.webhooks.deliveries.list(client.id, { status, connectionId, first });
    return list.map(toDelivery);
  }

  @Mutation(() => Int, { description: 'Admin (x-admin-key): runs the hourly change check for every connection now; returns how many webhook deliveries it queued.' })
  async runChangeCheck(@Ctx() ctx: GraphQLContext): Promise<number> {
    ctx.caller.requireAdmin();
    return ctx.services.webhooks.changeCheck.runAll();
  }
}

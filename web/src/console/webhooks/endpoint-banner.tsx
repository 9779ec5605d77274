// The webhook endpoint at a glance: a red banner on every tab while it fails, and the health line of the
// Webhooks tab.
import type { ConsoleOverviewQuery } from '../gql/graphql';
import { Badge, type BadgeTone } from '../ui/badge';
import { exactTime } from '../ui/time';

export type Endpoint = ConsoleOverviewQuery['webhookEndpoint'];

const HEALTH: Record<Endpoint['health'], [BadgeTone, string]> = {
  off: ['off', 'Off'],
  untested: ['plain', 'Nothing sent yet'],
  healthy: ['ok', 'Healthy'],
  failing: ['bad', 'Failing'],
};

export function HealthBadge({ health }: { health: Endpoint['health'] }) {
  const [tone, label] = HEALTH[health];
  return (
    <Badge tone={tone}>
      <span data-health={health}>{label}</span>
    </Badge>
  );
}

export function lastAnswer(endpoint: Endpoint): string {
  const last = endpoint.lastAttempt;
  if (!last) return '';
  if (last.error === null) return `HTTP ${last.statusCode} in ${last.latencyMs} ms`;
  return last.error;
}

export function EndpointBanner({ endpoint, onOpen }: { endpoint: Endpoint; onOpen: () => void }) {
  if (endpoint.health !== 'failing') return null;
  const n = endpoint.consecutiveFailures;
  return (
    <div className="c-banner" role="alert">
      <p>
        <strong>Webhook endpoint failing:</strong> {n} failed attempt{n === 1 ? '' : 's'} in a row
        {endpoint.failingSince ? `, since ${exactTime(endpoint.failingSince)}` : ''} (last answer: {lastAnswer(endpoint)}).
      </p>
      <button type="button" className="c-button" onClick={onOpen}>
        View webhooks
      </button>
    </div>
  );
}

import type { ConnectionState } from '../gql/graphql';
import { Badge, type BadgeTone } from '../ui/badge';

export const STATE_LABELS: Record<ConnectionState, string> = {
  syncing: 'Syncing',
  synced: 'Synced',
  failed: 'Failed',
  reauthentication_required: 'Reauthentication required',
  disconnected: 'Disconnected',
};

const TONES: Record<ConnectionState, BadgeTone> = {
  syncing: 'busy',
  synced: 'ok',
  failed: 'bad',
  reauthentication_required: 'warn',
  disconnected: 'off',
};

export function StateBadge({ state }: { state: ConnectionState }) {
  return (
    <Badge tone={TONES[state]}>
      <span data-state={state}>{STATE_LABELS[state]}</span>
    </Badge>
  );
}

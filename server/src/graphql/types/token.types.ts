import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { SYNC_STATUSES, type SyncStatus as Status } from '../../db/entities';
import type { SyncView } from '../../modules/sync/sync-state';
import { ScopeInfo } from './connect.types';
import type { Mode } from '../../model';
import { ModeEnum, namedEnum } from './enums';
import { SyncReport } from './sync-report.types';

@InputType({ description: 'Client credentials may instead come as HTTP Basic.' })
export class ExchangeTokenInput {
  @Field(() => String, { nullable: true }) clientId?: string;
  @Field(() => String, { nullable: true }) clientSecret?: string;
  @Field(() => String, { nullable: true, description: 'authorization_code' }) grantType?: string;
  @Field(() => String, { nullable: true }) redirectUri?: string;
  @Field(() => String, { nullable: true }) code?: string;
  @Field(() => String, { nullable: true }) codeVerifier?: string;
}

@ObjectType()
export class TokenResponse {
  @Field(() => String) accessToken: string;
  @Field(() => String) tokenType: string;
  @Field(() => ModeEnum) mode: Mode;
  @Field(() => String) provider: string;
  @Field(() => [String]) scopes: string[];
}

@ObjectType({ description: 'A token of this client; the token itself is masked.' })
export class TokenInfo {
  @Field(() => String, { description: 'Identifies the token (revokeToken); not the token.' }) id: string;
  @Field(() => String) connectionId: string;
  @Field(() => String) token: string;
  @Field(() => [String]) scopes: string[];
  @Field(() => [ScopeInfo], { description: 'The scopes with their display names: what the token can read (or write).' }) scopeDetails: ScopeInfo[];
  @Field(() => String) createdAt: string;
  @Field(() => String, { nullable: true, description: 'When it was revoked (ISO 8601); null otherwise.' }) revokedAt: string | null;
  @Field(() => ModeEnum) mode: Mode;
  @Field(() => String) provider: string;
  @Field(() => Boolean, { description: 'False once revoked or its connection disconnected.' }) valid: boolean;
}

export const SyncStatus = namedEnum(
  'SyncStatus',
  SYNC_STATUSES,
  'pending: the first sync has not started; running; ready: synced; failed: the last attempt failed (a first sync is tried again at nextAttemptAt); ' +
    'reauthentication_required: the provider refused the stored credentials, so the user must connect again (data calls answer 401 reauthentication_required).',
);

@ObjectType({ description: "Where the connection's sync stands." })
export class ConnectionSync {
  @Field(() => SyncStatus) status: Status;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or what the provider refused; null otherwise.' }) error: string | null;
  @Field(() => String, { nullable: true, description: 'When the first sync finished (ISO 8601).' }) syncedAt: string | null;
  @Field(() => Int, { description: 'Failed attempts in a row.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'When the first sync is tried again (ISO 8601); null when nothing is planned.' })
  nextAttemptAt: string | null;
}

export const toConnectionSync = ({ status, error, synced_at, attempts, next_attempt_at }: SyncView): ConnectionSync => ({
  status,
  error,
  syncedAt: synced_at,
  attempts,
  nextAttemptAt: next_attempt_at,
});

@ObjectType()
export class Introspection {
  @Field(() => String) clientId: string;
  @Field(() => String) provider: string;
  @Field(() => ModeEnum) mode: Mode;
  @Field(() => [String]) scopes: string[];
  @Field(() => SyncReport, { nullable: true, description: "The connection's latest sync report; null before its first sync starts." })
  lastSync: SyncReport | null;
  @Field(() => ConnectionSync, { description: "The connection's sync state." }) sync: ConnectionSync;
  /** Whose reports `recentSyncs` reads (not a field). */
  connectionId: string;
}

@ObjectType()
export class Disconnected {
  @Field(() => Boolean) disconnected: boolean;
}

@ObjectType({ description: 'The calling client (HTTP Basic). Secrets are masked.' })
export class ManagementClient {
  @Field(() => String) clientId: string;
  @Field(() => [String]) clientSecret: string[];
  @Field(() => [String]) redirectUris: string[];
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) webhookUri: string | null;
}

@ObjectType({ description: 'One current secret of the calling client, masked: the secret itself is shown only when made.' })
export class ClientSecret {
  @Field(() => String, { description: 'Identifies the secret (retireClientSecret); reveals nothing of it.' }) id: string;
  @Field(() => String, { description: '****, then its last 4 characters.' }) masked: string;
  @Field(() => String, { description: 'ISO 8601.' }) createdAt: string;
  @Field(() => Boolean, { description: 'Staffbridge-Signature is keyed with this one (the first); webhook-signature carries one signature per secret.' })
  signsStaffbridgeSignature: boolean;
}

@ObjectType({ description: 'A new client secret: shown here once, never again.' })
export class RotatedClientSecret {
  @Field(() => String) clientSecret: string;
  @Field(() => [ClientSecret], { description: 'Every current secret, the new one last.' }) secrets: ClientSecret[];
}

@InputType({ description: 'Only the given fields change; clientSecret replaces the whole secret list (rotation).' })
export class UpdateManagementClientInput {
  @Field(() => [String], { nullable: true }) clientSecret?: string[];
  @Field(() => [String], { nullable: true }) redirectUris?: string[];
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) webhookUri?: string | null;
}

// A client's connections as the console shows them (HTTP Basic): one row per provider account entity.
import { Field, ObjectType } from 'type-graphql';
import { findScope, humaniseScope } from '../../modules/connect/scopes';
import { CONNECTION_STATES, type ConnectionState as State } from '../../modules/connections/connection-state';
import type { Mode } from '../../model';
import { ScopeInfo } from './connect.types';
import { ModeEnum, namedEnum } from './enums';
import { SyncReport } from './sync-report.types';
import { ConnectionSync } from './token.types';

export const ConnectionState = namedEnum(
  'ConnectionState',
  CONNECTION_STATES,
  'syncing: the first sync has not finished (pending or running); synced; failed: the last sync attempt failed; ' +
    'reauthentication_required: the provider refused the stored credentials, the user must connect again; ' +
    'disconnected: its tokens answer 403 and its credentials are deleted.',
);

@ObjectType({ description: 'A connection of the calling client: one provider account entity, made by a token exchange.' })
export class Connection {
  @Field(() => String) id: string;
  @Field(() => String, { description: 'Provider id, e.g. sandbox or hibob.' }) provider: string;
  @Field(() => String, { description: "The provider's display name." }) providerName: string;
  @Field(() => String, { description: 'URL path of the provider logo.' }) logo: string;
  @Field(() => String, { description: 'Brand colour, #RRGGBB.' }) color: string;
  @Field(() => ModeEnum) mode: Mode;
  @Field(() => String, { description: 'The company entity chosen at CHOOSE.' }) companyName: string;
  @Field(() => String, { description: "The entity's id at the provider." }) companyId: string;
  @Field(() => String, { description: 'ISO 8601.' }) createdAt: string;
  @Field(() => String, { nullable: true, description: 'ISO 8601; null while connected.' }) disconnectedAt: string | null;
  @Field(() => [String]) scopes: string[];
  @Field(() => [ScopeInfo], { description: 'The scopes with their display names: what its tokens can read (or write).' })
  scopeDetails: ScopeInfo[];
  @Field(() => ConnectionState) state: State;
  @Field(() => ConnectionSync) sync: ConnectionSync;
  @Field(() => SyncReport, { nullable: true, description: 'The latest sync report; null before the first sync starts.' }) lastSync: SyncReport | null;
  @Field(() => String, { nullable: true, description: 'When the hourly change check looks at it next (ISO 8601); null when it is not checked.' })
  nextChangeCheckAt: string | null;
}

/** A scope name as ScopeInfo: the catalogue's words, or a humanised name for one the catalogue no longer has. */
export function toScopeInfo(name: string): ScopeInfo {
  const entry = findScope(name);
  if (entry) return { name, resource: entry.resource, displayName: entry.displayName, description: entry.description, icon: entry.icon };
  return { name, resource: name.split('/').slice(2).join('/'), displayName: humaniseScope(name), description: '', icon: '' };
}

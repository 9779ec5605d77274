import { AccessTokenEntity } from './access-token.entity';
import { AuthorizationCodeEntity } from './authorization-code.entity';
import { ClientEntity } from './client.entity';
import { ConnectSessionEntity } from './connect-session.entity';
import { ConnectionEntity } from './connection.entity';
import { OAuthGrantEntity } from './oauth-grant.entity';
import { SyncReportEntity } from './sync-report.entity';
import { SandboxEmployeeEntity } from '../../connectors/sandbox/sandbox-employee.entity';

export { AccessTokenEntity, AuthorizationCodeEntity, ClientEntity, ConnectSessionEntity, ConnectionEntity, OAuthGrantEntity, SyncReportEntity };
export type { StoredSecret } from './client.entity';
export type { SessionStage } from './connect-session.entity';
export { SYNC_STATUSES, type SyncStatus } from './connection.entity';

/** Tables read and written through TypeORM; the hr_* tables of the model are plain SQL (modules/hr/rows.ts, modules/sync/columns.ts). */
export const entities = [ClientEntity, ConnectSessionEntity, AuthorizationCodeEntity, ConnectionEntity, AccessTokenEntity, SandboxEmployeeEntity, OAuthGrantEntity, SyncReportEntity];

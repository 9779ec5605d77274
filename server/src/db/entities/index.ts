import { AccessTokenEntity } from './access-token.entity';
import { AuthorizationCodeEntity } from './authorization-code.entity';
import { ClientEntity } from './client.entity';
import { ConnectSessionEntity } from './connect-session.entity';
import { ConnectionEntity } from './connection.entity';
import { SandboxEmployeeEntity } from '../../connectors/sandbox/sandbox-employee.entity';

export { AccessTokenEntity, AuthorizationCodeEntity, ClientEntity, ConnectSessionEntity, ConnectionEntity };
export type { StoredSecret } from './client.entity';
export type { SessionStage } from './connect-session.entity';
export type { SyncStatus } from './connection.entity';

export const entities = [ClientEntity, ConnectSessionEntity, AuthorizationCodeEntity, ConnectionEntity, AccessTokenEntity, SandboxEmployeeEntity];

// Builds the Caller of a request from what a door read off it, and looks credentials up in the store.
import type { DataSource } from 'typeorm';
import { constantTimeEqual, sha256Hex } from '../../core/crypto';
import { AccessTokenEntity, ConnectionEntity, type ClientEntity } from '../../db/entities';
import { entityColumns, type EntityColumns } from '../../db/entity-rows';
import type { ClientsService } from '../clients/clients.service';
import { Caller, type AccessGrant, type CredentialStore } from './caller';
import { parseAuthorization, type BasicPair } from './credentials';

/** What a door hands over: the request's Authorization and x-admin-key headers and its address. */
export interface CallerInput {
  authorization: string | undefined | null;
  adminKey: string | undefined | null;
  ip: string;
}

export class CallerService implements CredentialStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clients: Pick<ClientsService, 'authenticate'>,
    private readonly adminApiKey: string,
  ) {}

  resolve(input: CallerInput): Caller {
    const isAdmin = typeof input.adminKey === 'string' && constantTimeEqual(input.adminKey, this.adminApiKey);
    return new Caller(input.ip, parseAuthorization(input.authorization), isAdmin, this);
  }

  /** One statement, written once: the token with its connection and its client's public id. */
  private tokenQuery?: { sql: string; token: EntityColumns<AccessTokenEntity>; connection: EntityColumns<ConnectionEntity> };

  async findToken(token: string): Promise<AccessGrant | null> {
    const q = (this.tokenQuery ??= this.buildTokenQuery());
    const [row] = await this.dataSource.query(q.sql, [sha256Hex(token)]);
    if (!row) return null;
    return { token: q.token.read(row), connection: q.connection.read(row), clientId: row.client_id };
  }

  private buildTokenQuery() {
    const token = entityColumns(this.dataSource, AccessTokenEntity, 't');
    const connection = entityColumns(this.dataSource, ConnectionEntity, 'c');
    const sql = `SELECT ${token.select}, ${connection.select}, cl.client_id AS client_id
      FROM "access_token" t JOIN "connection" c ON c.id = t.connection_id JOIN "client" cl ON cl.id = t.client_pk
      WHERE t.token_hash = $1`;
    return { sql, token, connection };
  }

  authenticateClient(pair: BasicPair): Promise<ClientEntity | null> {
    return this.clients.authenticate(pair.clientId, pair.secret);
  }
}

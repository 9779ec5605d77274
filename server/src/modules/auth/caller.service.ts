// Builds the Caller of a request from what a door read off it, and looks credentials up in the store.
import type { DataSource } from 'typeorm';
import { constantTimeEqual, sha256Hex } from '../../core/crypto';
import { AccessTokenEntity, ClientEntity, ConnectionEntity } from '../../db/entities';
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

  /** One statement: the token with its connection and client. */
  async findToken(token: string): Promise<AccessGrant | null> {
    const found = (await this.dataSource
      .getRepository(AccessTokenEntity)
      .createQueryBuilder('t')
      .innerJoinAndMapOne('t.connection', ConnectionEntity, 'c', 'c.id = t.connectionId')
      .innerJoinAndMapOne('t.client', ClientEntity, 'cl', 'cl.id = t.clientPk')
      .where('t.tokenHash = :hash', { hash: sha256Hex(token) })
      .getOne()) as (AccessTokenEntity & { connection: ConnectionEntity; client: ClientEntity }) | null;
    if (!found) return null;
    const { connection, client, ...rest } = found;
    return { token: Object.assign(new AccessTokenEntity(), rest), connection, clientId: client.clientId };
  }

  authenticateClient(pair: BasicPair): Promise<ClientEntity | null> {
    return this.clients.authenticate(pair.clientId, pair.secret);
  }
}

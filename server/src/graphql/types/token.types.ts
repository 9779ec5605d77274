import { Field, InputType, ObjectType } from 'type-graphql';
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
  @Field(() => String) mode: string;
  @Field(() => String) provider: string;
  @Field(() => [String]) scopes: string[];
}

@ObjectType({ description: 'A token of this client; the token itself is masked.' })
export class TokenInfo {
  @Field(() => String) token: string;
  @Field(() => [String]) scopes: string[];
  @Field(() => String) createdAt: string;
  @Field(() => String) mode: string;
  @Field(() => String) provider: string;
  @Field(() => Boolean) valid: boolean;
}

@ObjectType()
export class Introspection {
  @Field(() => String) clientId: string;
  @Field(() => String) provider: string;
  @Field(() => String) mode: string;
  @Field(() => [String]) scopes: string[];
  @Field(() => SyncReport, { nullable: true, description: "The connection's latest sync report; null before its first sync starts." })
  lastSync: SyncReport | null;
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

@InputType({ description: 'Only the given fields change; clientSecret replaces the whole secret list (rotation).' })
export class UpdateManagementClientInput {
  @Field(() => [String], { nullable: true }) clientSecret?: string[];
  @Field(() => [String], { nullable: true }) redirectUris?: string[];
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) webhookUri?: string | null;
}

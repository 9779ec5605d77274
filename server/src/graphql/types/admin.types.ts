import { Field, InputType, ObjectType } from 'type-graphql';

@InputType()
export class CreateClientInput {
  @Field(() => String) name: string;
  @Field(() => [String]) redirectUris: string[];
  @Field(() => String, { nullable: true }) webhookUri?: string | null;
  @Field(() => String, { nullable: true, description: 'A fixed client_id; generated when omitted' }) clientId?: string | null;
}

@ObjectType({ description: 'A new client. The secret is shown only here.' })
export class CreatedClient {
  @Field(() => String) clientId: string;
  @Field(() => String) clientSecret: string;
  @Field(() => String) name: string;
  @Field(() => [String]) redirectUris: string[];
  @Field(() => String, { nullable: true }) webhookUri: string | null;
}

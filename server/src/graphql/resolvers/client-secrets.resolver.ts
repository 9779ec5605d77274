import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { SecretView } from '../../modules/clients/clients.service';
import type { GraphQLContext } from '../context';
import { ClientSecret, RotatedClientSecret } from '../types/token.types';

const toSecret = (s: SecretView): ClientSecret => ({ id: s.id, masked: s.masked, createdAt: s.created_at, signsStaffbridgeSignature: s.signs_staffbridge_signature });

/** Secret rotation for the calling client (HTTP Basic, CONTRACT §4): add a new secret, move over, retire the old one. */
@Resolver()
export class ClientSecretsResolver {
  @Query(() => [ClientSecret], { description: "The calling client's current secrets, masked (HTTP Basic)." })
  async clientSecrets(@Ctx() { services, caller }: GraphQLContext): Promise<ClientSecret[]> {
    return services.clients.secrets(await caller.requireClient()).map(toSecret);
  }

  @Mutation(() => RotatedClientSecret, {
    description: 'Adds a new secret to the calling client and shows it, this once (HTTP Basic). The current secrets keep working until retired.',
  })
  async rotateClientSecret(@Ctx() { services, caller }: GraphQLContext): Promise<RotatedClientSecret> {
    const rotated = await services.clients.rotateSecret(await caller.requireClient());
    return { clientSecret: rotated.clientSecret, secrets: rotated.secrets.map(toSecret) };
  }

  @Mutation(() => [ClientSecret], {
    description: 'Retires one secret of the calling client (HTTP Basic); not the last one, nor the one this request signed in with. Returns the secrets left.',
  })
  async retireClientSecret(@Arg('id', () => String) id: string, @Ctx() { services, caller }: GraphQLContext): Promise<ClientSecret[]> {
    const client = await caller.requireClient();
    return (await services.clients.retireSecret(client, id, caller.basic!.secret)).map(toSecret);
  }
}

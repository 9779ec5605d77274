import { ObjectType } from 'type-graphql';
import { Id, SnakeField, Str } from './snake-field';

@ObjectType()
export class Address {
  @Str() street_address: string | null;
  @Str() locality: string | null;
  @Str() administrative_area: string | null;
  @Str('ISO 3166-1 alpha-2, upper case.') country: string | null;
  @Str() post_code: string | null;
}

@ObjectType({ description: 'The connected company (SPEC §3).' })
export class Company {
  @Id('Our id.') id: string;
  @Id('The provider’s id.') remote_id: string;
  @Str() legal_name: string | null;
  @Str() display_name: string | null;
  @Str() tax_id: string | null;
  @SnakeField(() => Address, { nullable: true }) address: Address | null;
}

@ObjectType({ description: 'The account that made the connection.' })
export class Identity {
  @Str() name: string | null;
  @Str() email: string | null;
  @Str('Null for tokens created before 2023-03-05.') phone_number: string | null;
}

@ObjectType({ description: 'A department, team, cost centre or pay group.' })
export class Group {
  @Id() id: string;
  @Id() remote_id: string;
  @Str() name: string | null;
  @Str('department, team, cost_centre or pay_group') type: string | null;
}

@ObjectType()
export class WorkLocation {
  @Id() id: string;
  @Id() remote_id: string;
  @Str() name: string | null;
  @Str() type: string | null;
  @SnakeField(() => Address, { nullable: true }) address: Address | null;
}

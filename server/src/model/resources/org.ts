// Company, identity, groups and work locations of a connection (SPEC §3).
import { country, defineObject, id, object, oneOf, remoteId, text } from '../declare';
import { GROUP_TYPE } from '../enums';

/** What every record the provider lists starts with: our id (stable across syncs) and the provider's. */
export const IDS = {
  id: id({ description: 'Our id.' }),
  remote_id: remoteId({ description: 'The provider’s id.' }),
} as const;

export const ADDRESS = defineObject(
  'Address',
  {
    street_address: text(),
    locality: text(),
    administrative_area: text(),
    country: country({ description: 'ISO 3166-1 alpha-2, upper case.' }),
    post_code: text(),
  },
  { inputName: 'AddressInput' },
);

export const COMPANY = defineObject(
  'Company',
  {
    ...IDS,
    legal_name: text(),
    display_name: text(),
    tax_id: text(),
    address: object(ADDRESS),
  },
  { description: 'The connected company (SPEC §3).', table: { name: 'hr_company' } },
);

export const IDENTITY = defineObject(
  'Identity',
  {
    name: text(),
    email: text(),
    phone_number: text({ description: 'Null for tokens created before 2023-03-05.' }),
  },
  { description: 'The account that made the connection.', table: { name: 'hr_identity' } },
);

export const GROUP = defineObject(
  'Group',
  {
    ...IDS,
    name: text(),
    type: oneOf(GROUP_TYPE),
  },
  { description: 'A department, team, cost centre or pay group.', table: { name: 'hr_group' } },
);

export const WORK_LOCATION = defineObject(
  'WorkLocation',
  {
    ...IDS,
    name: text(),
    type: text(),
    address: object(ADDRESS),
  },
  { description: 'A place where employees work.', table: { name: 'hr_work_location' } },
);

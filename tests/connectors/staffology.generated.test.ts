// Staffology's first sync through the real server against answers generated from its description alone. The
// sign-in names the employer (SPEC §2's domain field): the uuid the generator gives every generated id.
import { describeGeneratedSync } from '../fakes/described-sync';
import { STAFFOLOGY_KEY } from '../fakes/staffology/server';

describeGeneratedSync({ provider: 'staffology', signIn: { api_key: STAFFOLOGY_KEY, domain: '3fa85f64-5717-4562-b3fc-2c963f66afa6' } });

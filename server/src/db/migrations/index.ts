import { ConnectFoundation1763900000000 } from './1763900000000-connect-foundation';

/** Every migration, in order. Both stores (PGlite and Postgres) run the same list. */
export const migrations = [ConnectFoundation1763900000000];

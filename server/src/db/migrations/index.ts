import { ConnectFoundation1763900000000 } from './1763900000000-connect-foundation';
import { SandboxStore1763900050000 } from './1763900050000-sandbox-store';

/** Every migration, in order. Both stores (PGlite and Postgres) run the same list. */
export const migrations = [ConnectFoundation1763900000000, SandboxStore1763900050000];

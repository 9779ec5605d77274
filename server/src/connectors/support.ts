// What each connector really fills, declared next to its code and rendered into docs/providers.md.
// Keep it honest: list a resource only when the connector implements the fetcher, and an employee field
// only when the mapper can set it from provider data.
import type { Resource } from './connector';
import type { RemoteEmployee } from '../model';

export type EmployeeField = Exclude<keyof RemoteEmployee, 'remote_id'>;

export interface ConnectorSupport {
  /** Provider id (SPEC §3), the same as Connector.provider. */
  provider: string;
  /** Human name used in messages and docs. */
  displayName: string;
  /** The public API reference the connector was written from. */
  reference: string;
  /** Production base URL; the caller passes it (or a configured override) as ctx.baseUrl. */
  defaultBaseUrl: string;
  /** How the sign-in form's fields are used. */
  auth: string;
  /** Resources with a fetcher (and 'employee' when createEmployee exists). */
  resources: readonly Resource[];
  /** RemoteEmployee fields the mapper can fill (remote_id is always filled). */
  employeeFields: readonly EmployeeField[];
  /** What the provider's API does not offer, or what the connector leaves out and why. */
  notes: readonly string[];
}

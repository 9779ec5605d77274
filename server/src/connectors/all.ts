// Every connector we ship, in one list for the registry.
import type { DataSource } from 'typeorm';
import type { Connector } from './connector';
import { officialConnectors } from './official';
import { SandboxConnector } from './sandbox/sandbox.connector';

export function allConnectors(dataSource: DataSource): Connector[] {
  return [new SandboxConnector(dataSource), ...officialConnectors];
}

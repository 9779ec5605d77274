// The official-mode connectors and what each supports, for the registry to pick up in one line.
import type { Connector } from './connector';
import type { ConnectorSupport } from './support';
import { bamboohrConnector, bamboohrSupport } from './bamboohr/bamboohr.connector';
import { breatheConnector, breatheSupport } from './breathe/breathe.connector';
import { deelConnector, deelSupport } from './deel/deel.connector';
import { factorialConnector, factorialSupport } from './factorialhr/factorialhr.connector';
import { hibobConnector, hibobSupport } from './hibob/hibob.connector';
import { humaansConnector, humaansSupport } from './humaans/humaans.connector';
import { peoplehrConnector, peoplehrSupport } from './peoplehr/peoplehr.connector';
import { personioConnector, personioSupport } from './personio/personio.connector';
import { staffologyConnector, staffologySupport } from './staffology/staffology.connector';
import { xeroUkConnector, xeroUkSupport } from './xero-uk/xero-uk.connector';

export const officialConnectors: Connector[] = [
  bamboohrConnector,
  hibobConnector,
  personioConnector,
  humaansConnector,
  breatheConnector,
  factorialConnector,
  staffologyConnector,
  peoplehrConnector,
  deelConnector,
  xeroUkConnector,
];

export const officialSupport: Record<string, ConnectorSupport> = Object.fromEntries(
  [
    bamboohrSupport,
    hibobSupport,
    personioSupport,
    humaansSupport,
    breatheSupport,
    factorialSupport,
    staffologySupport,
    peoplehrSupport,
    deelSupport,
    xeroUkSupport,
  ].map((s) => [s.provider, s]),
);

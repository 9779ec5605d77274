// Every provider's declaration, in one list: the catalogue, the registry and docs/providers.md read it.
// Adding a provider: write `<id>/<id>.provider.ts` with defineProvider() and list it here (docs/connectors.md).
import { bamboohrProvider } from './bamboohr/bamboohr.provider';
import { BRAND_ONLY_PROVIDERS } from './brands';
import { breatheProvider } from './breathe/breathe.provider';
import { deelProvider } from './deel/deel.provider';
import { employmentHeroProvider } from './employment-hero/employment-hero.provider';
import { factorialhrProvider } from './factorialhr/factorialhr.provider';
import { hailyhrProvider } from './hailyhr/hailyhr.provider';
import { hibobProvider } from './hibob/hibob.provider';
import { humaansProvider } from './humaans/humaans.provider';
import type { ProviderDeclaration } from './provider';
import { irisCascadeProvider } from './iris-cascade/iris-cascade.provider';
import { nmbrsProvider } from './nmbrs/nmbrs.provider';
import { oysterhrProvider } from './oysterhr/oysterhr.provider';
import { payfitProvider } from './payfit/payfit.provider';
import { peoplehrProvider } from './peoplehr/peoplehr.provider';
import { personioProvider } from './personio/personio.provider';
import { sagehrProvider } from './sagehr/sagehr.provider';
import { saplinghrProvider } from './saplinghr/saplinghr.provider';
import { sandboxProvider } from './sandbox/sandbox.provider';
import { staffologyProvider } from './staffology/staffology.provider';
import { xeroUkProvider } from './xero-uk/xero-uk.provider';

/** Providers with a connector, in the order docs/providers.md lists them. */
export const CONNECTED_PROVIDERS: readonly ProviderDeclaration[] = [
  bamboohrProvider,
  hibobProvider,
  personioProvider,
  humaansProvider,
  breatheProvider,
  factorialhrProvider,
  staffologyProvider,
  peoplehrProvider,
  deelProvider,
  xeroUkProvider,
  hailyhrProvider,
  employmentHeroProvider,
  saplinghrProvider,
  nmbrsProvider,
  irisCascadeProvider,
  sagehrProvider,
  payfitProvider,
  oysterhrProvider,
  sandboxProvider,
];

export const PROVIDERS: readonly ProviderDeclaration[] = [...CONNECTED_PROVIDERS, ...BRAND_ONLY_PROVIDERS];

const BY_ID = new Map<string, ProviderDeclaration>(PROVIDERS.map((p) => [p.id, p]));
if (BY_ID.size !== PROVIDERS.length) throw new Error('a provider is declared twice');

/** The declaration of a provider id (SPEC §3), or undefined for an unknown id. */
export function declarationOf(id: string): ProviderDeclaration | undefined {
  return BY_ID.get(id);
}

// The shape of a sandbox company: headquarters, countries and offices, departments and teams, and the
// reporting tree. The tree is laid out over employee indexes level by level, so every manager has a lower
// index than their reports, there are no cycles, and any employee's place in it is computed in O(depth)
// without building the whole company.
import type { Address, GroupType, RemoteCompany, RemoteGroup, RemoteWorkLocation } from '../../../model';
import { DEPARTMENTS, LEADERSHIP, type Department } from './names';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CountryProfile } from './places';
import { Rng, hashString, mixSeed, parseIsoDate, pad } from './random';

export interface SandboxOptions {
  entityId: string;
  entityName: string;
  employees: number;
  /** 'YYYY-MM-DD'; every date is derived from it. */
  today: string;
}

/** Share of staff in each non-HQ country (the HQ takes 45 %). */
const COUNTRY_WEIGHTS: Readonly<Record<CountryCode, number>> = { US: 20, CA: 8, GB: 15, IE: 7, DE: 10, FR: 8, AU: 7, NZ: 5 };
const HQ_WEIGHTS: Readonly<Record<CountryCode, number>> = { US: 30, CA: 6, GB: 22, IE: 12, DE: 12, FR: 10, AU: 5, NZ: 3 };
const HQ_SHARE = 0.45;
/** An office opens once a country is expected to have this many people. */
const OFFICE_THRESHOLD = 12;

const LEGAL_SUFFIXES = /\b(inc\.?|ltd\.?|limited|llc|plc|gmbh|sas|sarl|s\.a\.?|pty|corp\.?|co\.)$/i;
/** A legal form in the entity's name says where it is incorporated. */
const SUFFIX_COUNTRY: ReadonlyArray<readonly [RegExp, CountryCode]> = [
  [/\bgmbh$|\bag$/i, 'DE'],
  [/\b(sas|sarl|s\.a\.?)$/i, 'FR'],
  [/\bpty\.? ltd\.?$|\bpty$/i, 'AU'],
  [/\b(inc\.?|llc|corp\.?)$/i, 'US'],
  [/\b(ltd\.?|plc|limited)$/i, 'GB'],
];

export interface SandboxCompany {
  readonly entityId: string;
  readonly entityName: string;
  readonly n: number;
  readonly seed: number;
  readonly today: number;
  readonly todayIso: string;
  readonly hq: CountryProfile;
  readonly countryWeights: readonly number[];
  readonly tree: TreeShape;
  readonly departments: readonly Department[];
  readonly slug: string;
  readonly domain: string;
  readonly foundedDay: number;
  /** Office location per country code, absent where staff work remotely. */
  readonly offices: ReadonlyMap<CountryCode, RemoteWorkLocation>;
  readonly remoteLocation: RemoteWorkLocation;
  /** Memo of countries by index (255 = not computed yet). */
  readonly countryMemo: Uint8Array;
  /** Memo of start days by index (NaN = not computed yet). */
  readonly startMemo: Float64Array;
}

export function foldAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l');
}

function slugify(name: string): string {
  let stripped = name.trim();
  for (let prev = ''; prev !== stripped; ) {
    prev = stripped;
    stripped = stripped.replace(LEGAL_SUFFIXES, '').trim();
  }
  const base = foldAscii(stripped)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'sandbox';
}

export function createCompany(opts: SandboxOptions): SandboxCompany {
  const n = Math.floor(opts.employees);
  if (!Number.isFinite(n) || n < 0) throw new Error('employees must be a non-negative integer');
  const today = parseIsoDate(opts.today);
  const seed = hashString(`sandbox:${opts.entityId}`);
  const rng = new Rng(seed);
  const drawn = rng.weighted(COUNTRY_CODES, COUNTRY_CODES.map((c) => HQ_WEIGHTS[c]));
  const trimmedName = opts.entityName.trim();
  const hqCode = SUFFIX_COUNTRY.find(([re]) => re.test(trimmedName))?.[1] ?? drawn;
  const hq = COUNTRIES[hqCode];
  const others = COUNTRY_CODES.filter((c) => c !== hqCode);
  const otherTotal = others.reduce((sum, c) => sum + COUNTRY_WEIGHTS[c], 0);
  const countryWeights = COUNTRY_CODES.map((c) => (c === hqCode ? HQ_SHARE : ((1 - HQ_SHARE) * COUNTRY_WEIGHTS[c]) / otherTotal));

  // One executive per department, more departments in bigger companies; with six reports per manager
  // below them the tree is 4–6 levels deep up to 10,000 people and more.
  const executives = Math.min(DEPARTMENTS.length, Math.max(3, Math.ceil(Math.pow(Math.max(n, 1), 0.25))));
  // Engineering and Sales always exist; the rest come in an order of the company's own.
  const rest = DEPARTMENTS.slice(2);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [rest[i], rest[j]] = [rest[j] as Department, rest[i] as Department];
  }
  const departments = [DEPARTMENTS[0] as Department, DEPARTMENTS[1] as Department, ...rest];

  const slug = slugify(opts.entityName);
  const foundedDay = today - rng.int(6 * 365, 15 * 365);

  const offices = new Map<CountryCode, RemoteWorkLocation>();
  COUNTRY_CODES.forEach((code, k) => {
    if (code !== hqCode && n * (countryWeights[k] as number) < OFFICE_THRESHOLD) return;
    const profile = COUNTRIES[code];
    const city = profile.cities[0];
    if (!city) return;
    const officeRng = Rng.from(opts.entityId, 'office', code);
    offices.set(code, {
      remote_id: `loc_${code.toLowerCase()}`,
      name: code === hqCode ? `${city.name} HQ` : `${city.name} Office`,
      type: 'office',
      address: { street_address: profile.officeStreet, locality: city.name, administrative_area: city.area, country: code, post_code: city.post(officeRng) },
    });
  });
  const remoteLocation: RemoteWorkLocation = { remote_id: 'loc_remote', name: 'Remote', type: 'remote', address: null };

  const countryMemo = new Uint8Array(n).fill(255);
  const startMemo = new Float64Array(n).fill(Number.NaN);
  return {
    entityId: opts.entityId,
    entityName: opts.entityName,
    n,
    seed,
    today,
    todayIso: opts.today,
    hq,
    countryWeights,
    tree: treeShape(n, executives),
    departments,
    slug,
    domain: `${slug}.example.com`,
    foundedDay,
    offices,
    remoteLocation,
    countryMemo,
    startMemo,
  };
}

export function buildCompanyRecord(company: SandboxCompany): RemoteCompany {
  const rng = Rng.from(company.entityId, 'company');
  const name = company.entityName.trim() || 'Sandbox Company';
  const legal = LEGAL_SUFFIXES.test(name) ? name : `${name} ${company.hq.companySuffix}`;
  const hqOffice = company.offices.get(company.hq.code);
  const address: Address | null = hqOffice?.address ? { ...hqOffice.address } : null;
  return { remote_id: company.entityId, legal_name: legal, display_name: name, tax_id: company.hq.companyTaxId(rng), address };
}

export function workLocations(company: SandboxCompany): RemoteWorkLocation[] {
  const list = COUNTRY_CODES.flatMap((code) => {
    const office = company.offices.get(code);
    return office ? [{ ...office, address: office.address ? { ...office.address } : null }] : [];
  });
  // The HQ first, then the other offices, then remote.
  list.sort((a, b) => Number(b.remote_id === `loc_${company.hq.code.toLowerCase()}`) - Number(a.remote_id === `loc_${company.hq.code.toLowerCase()}`));
  list.push({ ...company.remoteLocation });
  return list;
}

// ---- The tree -------------------------------------------------------------------------------
// Levels are filled in index order: the CEO, then E executives (one per department), then levels where every
// manager has `span` reports. The deepest level D holds the remaining m people, grouped `span` to a manager,
// with those managers spread evenly over level D−1 so that every department gets its share.

const SPAN = 6;

export interface TreeShape {
  executives: number;
  /** Index of the first person of each level; starts[D + 1] = n. */
  starts: number[];
  /** Deepest level. */
  depth: number;
}

export function treeShape(n: number, executives: number): TreeShape {
  const starts = [0];
  let size = 1;
  while (starts[starts.length - 1]! + size < n) {
    starts.push(starts[starts.length - 1]! + size);
    size *= starts.length === 2 ? executives : SPAN;
  }
  const depth = starts.length - 1;
  starts.push(Math.max(n, 1));
  return { executives, starts, depth };
}

/** Reports per manager of level `level − 1`. */
function spanInto(tree: TreeShape, level: number): number {
  return level === 1 ? tree.executives : SPAN;
}

export function levelOf(company: SandboxCompany, index: number): number {
  const { starts, depth } = company.tree;
  if (index >= company.n) return Math.max(depth, 1);
  let level = 0;
  while (level < depth && index >= starts[level + 1]!) level++;
  return level;
}

/** For the deepest level: its size m, the size p of the level above, and how many of those manage (M). */
function deepest(tree: TreeShape): { m: number; p: number; managers: number; span: number } {
  const { starts, depth } = tree;
  const m = starts[depth + 1]! - starts[depth]!;
  const p = starts[depth]! - starts[depth - 1]!;
  const span = spanInto(tree, depth);
  return { m, p, managers: Math.ceil(m / span), span };
}

export function parentOf(company: SandboxCompany, index: number): number {
  if (index <= 0) return -1;
  const tree = company.tree;
  const { starts, depth } = tree;
  // People past the generated company (new hires) join the deepest level beside someone already there.
  if (index >= company.n) return company.n <= 1 ? 0 : parentOf(company, starts[depth]! + ((index - company.n) % (company.n - starts[depth]!)));
  const level = levelOf(company, index);
  const above = starts[level - 1]!;
  const k = index - starts[level]!;
  if (level < depth) return above + Math.floor(k / spanInto(tree, level));
  const { p, managers, span } = deepest(tree);
  return above + Math.floor((Math.floor(k / span) * p) / managers);
}

/** The first report of `index` (which may not exist: check with isManager). */
function firstChildOf(company: SandboxCompany, index: number): number {
  const tree = company.tree;
  const { starts, depth } = tree;
  const level = levelOf(company, index);
  const j = index - starts[level]!;
  if (level + 1 < depth) return starts[level + 1]! + j * spanInto(tree, level + 1);
  const { p, managers, span } = deepest(tree);
  return starts[depth]! + Math.ceil((j * managers) / p) * span;
}

export function isManager(company: SandboxCompany, index: number): boolean {
  if (index >= company.n) return false;
  const { depth } = company.tree;
  const level = levelOf(company, index);
  if (level >= depth) return false;
  if (level + 1 < depth) return true;
  const child = firstChildOf(company, index);
  return child < company.n && parentOf(company, child) === index;
}

/** The ancestor of `index` at `level` (itself when it is at that level). */
export function ancestorAt(company: SandboxCompany, index: number, level: number): number {
  let i = index;
  let l = levelOf(company, index);
  while (l > level) {
    i = parentOf(company, i);
    l--;
  }
  return i;
}

export function remoteIdOf(index: number): string {
  return `emp_${pad(index + 1, 5)}`;
}

export function countryOf(company: SandboxCompany, index: number): CountryCode {
  const memo = company.countryMemo;
  const known = index < memo.length ? (memo[index] as number) : 255;
  if (known !== 255) return COUNTRY_CODES[known] as CountryCode;
  let code: CountryCode;
  if (index === 0) code = company.hq.code;
  else {
    const rng = new Rng(mixSeed(company.seed, index, 0xc0));
    const level = levelOf(company, index);
    // Executives sit at the HQ; others mostly where their manager is.
    if (level === 1) code = rng.chance(0.8) ? company.hq.code : rng.weighted(COUNTRY_CODES, company.countryWeights);
    else code = rng.chance(0.45) ? countryOf(company, parentOf(company, index)) : rng.weighted(COUNTRY_CODES, company.countryWeights);
  }
  if (index < memo.length) memo[index] = COUNTRY_CODES.indexOf(code);
  return code;
}

// ---- Groups ---------------------------------------------------------------------------------

export interface Placement {
  department: Department | null;
  departmentGroup: RemoteGroup;
  costCentreGroup: RemoteGroup;
  teamGroup: RemoteGroup | null;
  teamName: string | null;
  level: number;
}

const EXEC_TEAM: RemoteGroup = { remote_id: 'grp_team_exec', name: 'Executive Team', type: 'team' };

function group(remote_id: string, name: string, type: GroupType): RemoteGroup {
  return { remote_id, name, type };
}

export function placementOf(company: SandboxCompany, index: number): Placement {
  const level = levelOf(company, index);
  if (level === 0) {
    return {
      department: null,
      departmentGroup: group(`grp_dep_${LEADERSHIP.key}`, LEADERSHIP.name, 'department'),
      costCentreGroup: group(`grp_cc_${LEADERSHIP.costCentre}`, `CC ${LEADERSHIP.costCentre} ${LEADERSHIP.name}`, 'cost_centre'),
      teamGroup: EXEC_TEAM,
      teamName: EXEC_TEAM.name,
      level,
    };
  }
  const exec = ancestorAt(company, index, 1);
  const department = company.departments[(exec - 1) % company.departments.length] as Department;
  const departmentGroup = group(`grp_dep_${department.key}`, department.name, 'department');
  const costCentreGroup = group(`grp_cc_${department.costCentre}`, `CC ${department.costCentre} ${department.name}`, 'cost_centre');
  if (level === 1) return { department, departmentGroup, costCentreGroup, teamGroup: EXEC_TEAM, teamName: EXEC_TEAM.name, level };
  const lead = ancestorAt(company, index, 2);
  // A team is a level-2 manager and everyone below them; other people at level 2 report to the executive.
  if (lead === index && !isManager(company, index)) return { department, departmentGroup, costCentreGroup, teamGroup: null, teamName: null, level };
  const position = lead - firstChildOf(company, exec);
  const cycle = Math.floor(position / department.teams.length);
  const teamName = `${department.teams[position % department.teams.length]}${cycle > 0 ? ` ${cycle + 1}` : ''}`;
  return { department, departmentGroup, costCentreGroup, teamGroup: group(`grp_team_${pad(lead + 1, 5)}`, teamName, 'team'), teamName, level };
}

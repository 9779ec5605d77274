// Which network addresses the server may connect to on a client's behalf (webhook targets, CONTRACT §7):
// public unicast only. ipaddr.js parses every spelling (dotted, decimal, hex and octal IPv4; every IPv6
// form) and knows the special-purpose ranges; on top of it:
// - IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it maps;
// - IPv6 that embeds or translates IPv4 (NAT64 64:ff9b::/96 and 64:ff9b:1::/48, SIIT ::ffff:0:0:0/96,
//   6to4 2002::/16, Teredo 2001::/32, the deprecated IPv4-compatible ::/96) is refused whatever it embeds:
//   where it leads depends on gateways we cannot see;
// - IPv6 outside global unicast (2000::/3) is refused.
// `publicOnlyLookup` applies the same rule to every answer of a DNS lookup, at connect time, so a name that
// resolves (or re-resolves, DNS rebinding) to a private address is never connected to.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface AddressVerdict {
  /** True when the address is public unicast. */
  public: boolean;
  /** ipaddr.js's range name ('unicast', 'loopback', 'private', 'rfc6052', …) or 'invalid'. */
  range: string;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const IPV4_COMPATIBLE_V6 = ipaddr.parseCIDR('::/96');

/** Classifies an address literal (brackets and a zone index are tolerated; a zone makes it non-public). */
export function classifyAddress(literal: string): AddressVerdict {
  const bare = literal.replace(/^\[|\]$/g, '');
  if (bare.includes('%')) return { public: false, range: 'scoped' };
  if (!ipaddr.isValid(bare)) return { public: false, range: 'invalid' };
  let address = ipaddr.parse(bare);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  const range = address.range();
  if (range !== 'unicast') return { public: false, range };
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    if (v6.match(IPV4_COMPATIBLE_V6)) return { public: false, range: 'ipv4Compatible' };
    if (!v6.match(GLOBAL_UNICAST_V6)) return { public: false, range: 'notGlobalUnicast' };
  }
  return { public: true, range };
}

export const isPublicAddress = (literal: string): boolean => classifyAddress(literal).public;

/** Refusal of a lookup answer (the caller decides what, if anything, to tell whom). */
export class NonPublicAddressError extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string | null,
  ) {
    super(address ? `${hostname} resolves to ${address}, which is not a public address` : `${hostname} did not resolve`);
    this.name = 'NonPublicAddressError';
  }
}

export type Resolver = (hostname: string) => Promise<string[]>;

/** Every address a name resolves to (the system resolver, as connections use it); [] when it does not resolve. */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => resolve(error ? [] : addresses.map((a) => a.address)));
  });

/** The addresses a URL host stands for: the literal itself, or what the name resolves to. */
export async function hostAddresses(hostname: string, resolve: Resolver = systemResolver): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? [bare] : resolve(bare);
}

/**
 * A `lookup` for http.request / net.connect that answers only when every address of the name is public
 * (all or nothing: one private record among public ones is how rebinding attacks hide).
 */
export function publicOnlyLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then((addresses) => {
      const refused = addresses.find((a) => !isPublicAddress(a));
      if (refused !== undefined || addresses.length === 0) return callback(new NonPublicAddressError(hostname, refused ?? null), '', 0);
      const answers = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      const wanted = options.family === 4 || options.family === 6 ? answers.filter((a) => a.family === options.family) : answers;
      if (wanted.length === 0) return callback(new NonPublicAddressError(hostname, null), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
      callback(null, wanted[0].address, wanted[0].family);
    });
  };
}

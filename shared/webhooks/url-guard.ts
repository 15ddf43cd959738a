/**
 * The SSRF guard of webhook URLs (docs/webhooks.md#security). A URL is checked when a subscription
 * is written and again at every delivery, on the addresses its host resolves to then (the
 * connection is made to the address checked, so a DNS answer cannot change between the check
 * and the connect). Only public unicast addresses pass: never private, loopback, link-local
 * (the cloud metadata service included), carrier-grade NAT, multicast or reserved ones. On AWS
 * only https; locally http and loopback are allowed for development.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { config } from '../platform/config.ts';

export interface UrlPolicy {
  /** http as well as https */
  allowHttp: boolean;
  /** 127.0.0.0/8 and ::1 (local development only) */
  allowLoopback: boolean;
}

/** WEBHOOK_URL_POLICY=public-https on AWS (set by the stack); locally http and loopback are allowed. */
export function urlPolicy(): UrlPolicy {
  const strict = config().WEBHOOK_URL_POLICY === 'public-https';
  return { allowHttp: !strict, allowLoopback: !strict };
}

export const MAX_URL_LENGTH = 2048;

/** Why an address may not be called, or undefined when it may. */
export function refusedAddress(address: string, policy: UrlPolicy): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && policy.allowLoopback) return undefined;
  return `${address} is a ${range} address`;
}

/** Checks a URL's form and, when its host is an IP address, the address; a name is checked when resolved. */
export function refusedUrl(text: string, policy: UrlPolicy): string | undefined {
  if (text.length > MAX_URL_LENGTH) return `at most ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:'))
    return policy.allowHttp ? 'must be http or https' : 'must be https';
  if (url.username || url.password) return 'must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return refusedAddress(host, policy);
  if (!host.includes('.') && !(policy.allowLoopback && host === 'localhost')) return 'must name a public host';
  return undefined;
}

type Lookup = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for http.request that resolves the host and refuses the connection when any address
 * it resolves to is refused, so the socket only ever connects to an address that was checked.
 */
export function guardedLookup(policy: UrlPolicy, resolve: Lookup = dnsLookup as unknown as Lookup) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    resolve(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.map((a) => refusedAddress(a.address, policy)).find(Boolean);
      if (refused || addresses.length === 0)
        return callback(
          Object.assign(new Error(`refused: ${hostname} resolves to ${refused ?? 'nothing'}`), { code: 'EREFUSED_ADDRESS' }),
          '',
          0,
        );
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

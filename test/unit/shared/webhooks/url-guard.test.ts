import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, refusedAddress, refusedUrl, type UrlPolicy } from '../../../../shared/webhooks/url-guard.ts';

const AWS: UrlPolicy = { allowHttp: false, allowLoopback: false };
const LOCAL: UrlPolicy = { allowHttp: true, allowLoopback: true };

describe('refusedUrl', () => {
  it.each([
    ['https://hooks.example.com/sfr', AWS, undefined],
    ['https://93.184.216.34/hook', AWS, undefined],
    ['http://hooks.example.com/sfr', AWS, 'must be https'],
    ['http://hooks.example.com/sfr', LOCAL, undefined],
    ['ftp://hooks.example.com/', LOCAL, 'must be http or https'],
    ['https://user:pw@hooks.example.com/', AWS, 'must not carry credentials'],
    ['not a url', AWS, 'not a URL'],
    ['https://intranet/hook', AWS, 'must name a public host'],
    ['https://localhost/hook', AWS, 'must name a public host'],
    ['http://localhost:8080/hook', LOCAL, undefined],
    ['http://127.0.0.1:8080/hook', LOCAL, undefined],
    ['https://127.0.0.1/hook', AWS, '127.0.0.1 is a loopback address'],
    ['https://[::1]/hook', AWS, '::1 is a loopback address'],
    ['https://10.1.2.3/hook', LOCAL, '10.1.2.3 is a private address'],
    ['https://172.16.0.9/hook', LOCAL, '172.16.0.9 is a private address'],
    ['https://192.168.0.1/hook', LOCAL, '192.168.0.1 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', LOCAL, '169.254.169.254 is a linkLocal address'],
    ['https://100.64.0.1/', AWS, '100.64.0.1 is a carrierGradeNat address'],
    ['https://0.0.0.0/', LOCAL, '0.0.0.0 is a unspecified address'],
    ['https://[fd00:ec2::254]/', AWS, 'fd00:ec2::254 is a uniqueLocal address'],
    ['https://[fe80::1]/', AWS, 'fe80::1 is a linkLocal address'],
    // an IPv4 address written as IPv6 is judged as the IPv4 address it is
    ['https://[::ffff:10.0.0.1]/', AWS, '::ffff:a00:1 is a private address'],
    ['https://224.0.0.1/', AWS, '224.0.0.1 is a multicast address'],
    [`https://example.com/${'a'.repeat(2100)}`, AWS, 'at most 2048 characters'],
  ] as const)('%s (%o): %s', (url, policy, expected) => {
    expect(refusedUrl(url, policy)).toBe(expected);
  });
});

describe('refusedAddress', () => {
  it.each([
    ['8.8.8.8', undefined],
    ['2606:4700:4700::1111', undefined],
    ['127.0.0.53', '127.0.0.53 is a loopback address'],
    ['metadata.google.internal', 'metadata.google.internal is not an IP address'],
  ])('%s: %s', (address, expected) => {
    expect(refusedAddress(address, AWS)).toBe(expected);
  });
});

describe('guardedLookup: the addresses a name resolves to at delivery time', () => {
  const resolver =
    (addresses: LookupAddress[]) =>
    (_host: string, _options: { all: true }, callback: (err: NodeJS.ErrnoException | null, a: LookupAddress[]) => void) =>
      callback(null, addresses);
  const look = (addresses: LookupAddress[], policy: UrlPolicy, all = false) =>
    new Promise<{ err: Error | null; address: unknown }>((resolve) =>
      guardedLookup(policy, resolver(addresses))('hooks.example.com', { all }, (err, address) => resolve({ err, address })),
    );

  it.each([
    [[{ address: '93.184.216.34', family: 4 }], AWS, null],
    [[{ address: '10.0.0.8', family: 4 }], AWS, 'refused: hooks.example.com resolves to 10.0.0.8 is a private address'],
    // one bad answer among good ones is enough to refuse (the connect could pick it)
    [
      [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
      AWS,
      'refused: hooks.example.com resolves to 169.254.169.254 is a linkLocal address',
    ],
    [[{ address: '127.0.0.1', family: 4 }], AWS, 'refused: hooks.example.com resolves to 127.0.0.1 is a loopback address'],
    [[{ address: '127.0.0.1', family: 4 }], LOCAL, null],
    [[], AWS, 'refused: hooks.example.com resolves to nothing'],
  ] as const)('%o under %o: %s', async (addresses, policy, error) => {
    const { err, address } = await look([...addresses], policy);
    expect(err?.message ?? null).toBe(error);
    if (!error) expect(address).toBe(addresses[0]!.address);
  });

  it('answers every address when asked for all', async () => {
    const addresses = [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ];
    expect((await look(addresses, AWS, true)).address).toEqual(addresses);
  });
});

/**
 * PostgreSQL over TLS in front of a server without it, as RDS Proxy is: each connection must open
 * with an SSLRequest, is answered 'S' and upgraded to TLS with a certificate from a throwaway CA made
 * with openssl, then relayed in plain text to the real server. A client that does not ask for TLS
 * is refused, so a test passing through here proves the client used TLS and verified the CA.
 * Given a password, it also authenticates each client as RDS Proxy does (against the password it
 * holds, not the server's), refusing a wrong one with PostgreSQL's 28P01: the servers of the tests
 * trust local connections and never check a password themselves.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';

/** PostgreSQL's SSLRequest: length 8, code 80877103. */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47]);

export interface Pki {
  dir: string;
  /** the CA certificate a client must trust */
  caFile: string;
  key: Buffer;
  cert: Buffer;
  remove(): void;
}

/** A CA and a server certificate for 127.0.0.1 signed by it, and a second CA that signed nothing here. */
export function makePki(): Pki & { otherCaFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pki-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  for (const ca of ['ca', 'other-ca'])
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=test ${ca}`,
      '-keyout',
      `${ca}.key`,
      '-out',
      `${ca}.pem`,
    );
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'server.key', '-out', 'server.csr');
  // the host name check needs the address in the certificate's subjectAltName
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-out',
    'server.pem',
    '-extfile',
    'san.ext',
  );
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    otherCaFile: join(dir, 'other-ca.pem'),
    key: readFileSync(join(dir, 'server.key')),
    cert: readFileSync(join(dir, 'server.pem')),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TlsProxy {
  port: number;
  /** connections that asked for TLS and were upgraded */
  upgraded: number;
  /** connections refused for not asking */
  refused: number;
  /** connections refused for a wrong password (only when the proxy holds one) */
  refusedPasswords: number;
  /** drops every open connection, as a proxy does when it restarts; clients connect again */
  disconnect(): void;
  close(): Promise<void>;
}

/** Reads whole messages off a socket: the untyped startup message first, then typed ones. */
function messageReader(socket: TLSSocket) {
  let buffered = Buffer.alloc(0);
  const waiting: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (const wake of waiting.splice(0)) wake();
  });
  return async (typed: boolean): Promise<Buffer> => {
    const header = typed ? 5 : 4;
    for (;;) {
      if (buffered.length >= header) {
        const length = (typed ? 1 : 0) + buffered.readInt32BE(typed ? 1 : 0);
        if (buffered.length >= length) {
          const message = buffered.subarray(0, length);
          buffered = buffered.subarray(length);
          return message;
        }
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
}

const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};

/**
 * Asks for the password in clear text (inside TLS), as RDS Proxy may, and checks it. Resolves to the
 * startup message to hand on to the server, or to null after refusing the client.
 */
async function authenticate(secure: TLSSocket, password: string): Promise<Buffer | null> {
  const read = messageReader(secure);
  const startup = await read(false);
  const code = Buffer.alloc(4);
  code.writeInt32BE(3); // AuthenticationCleartextPassword
  secure.write(message('R', code));
  const answer = await read(true);
  secure.removeAllListeners('data');
  if (answer.toString('utf8', 5, answer.length - 1) === password) return startup;
  const fields = ['SFATAL', 'VFATAL', 'C28P01', 'Mpassword authentication failed'].map((f) => `${f}\0`).join('');
  secure.end(message('E', Buffer.from(`${fields}\0`)));
  return null;
}

export async function startTlsProxy(
  target: { host: string; port: number },
  pki: Pick<Pki, 'key' | 'cert'>,
  { password }: { password?: () => string } = {},
): Promise<TlsProxy> {
  const sockets = new Set<Socket>();
  const state = { upgraded: 0, refused: 0, refusedPasswords: 0 };
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.once('data', (first: Buffer) => {
      if (!first.subarray(0, 8).equals(SSL_REQUEST)) {
        state.refused++;
        client.destroy();
        return;
      }
      state.upgraded++;
      client.write('S');
      const secure = new TLSSocket(client, { isServer: true, key: pki.key, cert: pki.cert });
      const relay = (startup?: Buffer) => {
        const upstream = createConnection(target);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        const closeBoth = () => {
          secure.destroy();
          upstream.destroy();
        };
        for (const s of [secure, upstream]) s.on('error', closeBoth);
        if (startup) upstream.write(startup);
        secure.pipe(upstream).pipe(secure);
      };
      if (!password) return relay();
      secure.on('error', () => secure.destroy());
      authenticate(secure, password()).then(
        (startup) => {
          if (startup) relay(startup);
          else state.refusedPasswords++;
        },
        () => secure.destroy(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get upgraded() {
      return state.upgraded;
    },
    get refused() {
      return state.refused;
    },
    get refusedPasswords() {
      return state.refusedPasswords;
    },
    disconnect: () => {
      for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

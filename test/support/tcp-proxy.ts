/**
 * A TCP proxy in front of the database, so a test can make the database vanish and come back
 * on the same address without touching the real server.
 */

import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** closes every connection and stops listening: the database is unreachable */
  down(): Promise<void>;
  up(): Promise<void>;
  /** closes every connection, still listening: the clients see a clean close and may reconnect */
  cut(): void;
  /** ends every connection with a TCP reset, still listening, as a crashed host or a middlebox dropping connections does: the clients see ECONNRESET */
  reset(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = createConnection({ host: targetHost, port: targetPort });
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as AddressInfo).port;
  };
  const down = async () => {
    const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of sockets) s.destroy();
    await closing;
    server = undefined;
  };
  await listen();
  return {
    port,
    down,
    up: listen,
    cut: () => {
      for (const s of sockets) s.destroy();
    },
    reset: () => {
      for (const s of sockets) s.resetAndDestroy();
    },
    close: down,
  };
}

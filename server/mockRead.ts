// The server's own reads of the mock in mock mode (the search index's), made as of a provider: over
// HTTP, from a listener of the mock's app on a loopback port of its own, opened at the first read, so
// they meet the mock's checks, latency and faults as any call does, and the same client
// (providerClient.ts) reads both modes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderRead } from './catalogueCache';
import { providerClient, type ProviderClient } from './providerClient';
import type { ServerConfig } from './config';

interface Opened {
  server: http.Server;
  client: ProviderClient;
  read: ProviderRead;
}

/**
 * The reads of the mock's app `app` (each made by `readOver` on a client of its listener: the proxy's
 * own providerRead), and the closing of its listener. A listener that failed to open is tried again
 * at the next read.
 */
export function mockRead(
  app: http.RequestListener,
  config: Pick<ServerConfig, 'providerTimeoutMs'>,
  readOver: (client: ProviderClient) => ProviderRead,
): { read: ProviderRead; close: () => void } {
  let opened: Promise<Opened> | null = null;
  const open = () =>
    (opened ??= new Promise<Opened>((resolve, reject) => {
      const server = http.createServer(app);
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const client = providerClient(`http://127.0.0.1:${port}`, config.providerTimeoutMs);
        resolve({ server, client, read: readOver(client) });
      });
      server.unref();
    }).catch((err: unknown) => {
      opened = null;
      throw err;
    }));
  return {
    read: async (pathAndQuery, authorization) => (await open()).read(pathAndQuery, authorization),
    close: () => {
      void opened
        ?.then(({ server, client }) => {
          client.close();
          server.close();
        })
        .catch(() => undefined);
    },
  };
}

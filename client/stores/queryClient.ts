// The cache of server state, as docs/decisions/0009-query-core-under-mobx.md says.
import { QueryClient } from '@tanstack/query-core';

/**
 * Unused queries are dropped after 5 minutes; data is fresh for at least 1 second. A query is sent
 * whatever the browser says of the network (networkMode 'always'): query-core's default pauses it
 * while the browser is offline, which left a spinner turning for good with no word and no way out,
 * and kept the service worker's cached response from ever being asked for. Offline, a read fails at
 * once and its screen says so (ui/LoadFailed.tsx), and that screen reads it again when the
 * network store says the connection is back: query-core's own refetch on reconnect is off, so one
 * return of the network is one read, not two.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 1000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
    },
  });
  client.mount();
  return client;
}

// The cache of server state, with the semantics of SPEC.md section 9.
import { QueryClient } from '@tanstack/query-core';

/** Unused queries are dropped after 5 minutes; data is fresh for at least 1 second. */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, staleTime: 1000, retry: false, refetchOnWindowFocus: false },
    },
  });
  client.mount();
  return client;
}

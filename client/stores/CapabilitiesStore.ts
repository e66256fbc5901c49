// The provider's optional capabilities (shared/contract/capabilities.ts), as the storefront's server
// read them (GET /api/Capabilities, always 200). A screen or control of a capability is shown only when
// the provider offers it; while they are being read, or when they cannot be, none is offered, and
// nothing says one is missing.
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { knownCapabilities, type Capability } from '@shared/contract/capabilities';
import type { QueryClient } from '@tanstack/query-core';
import type { Api } from '../api/api';
import { capabilityKeys } from './queryKeys';
import { QueryStore } from './QueryStore';

/** How long the capabilities read are used before they are read again (the server keeps them five minutes). */
const STALE_MS = 5 * 60_000;

export class CapabilitiesStore {
  private readonly query: QueryStore<Capability[]>;

  constructor(root: { readonly api: Api; readonly queryClient: QueryClient }) {
    this.query = new QueryStore(root.queryClient, {
      queryKey: capabilityKeys.all(),
      queryFn: async () => knownCapabilities((await root.api.call(endpoints.capabilities.list)).capabilities ?? []),
      staleTime: STALE_MS,
    });
    makeAutoObservable<CapabilitiesStore, 'query'>(this, { query: false });
  }

  /** Whether the provider offers a capability (false while unknown). */
  offers(capability: Capability): boolean {
    return this.query.data?.includes(capability) === true;
  }
}

// /Capabilities: the optional capabilities this provider offers (shared/contract/capabilities.ts).
// A mock that offers none answers 404, as a provider of the seed's contract alone would.
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { CAPABILITIES } from '@shared/contract/capabilities';
import type { ProviderCapabilities } from '@shared/contract/entities';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function capabilityRoutes(router: Router, store: MockStore): void {
  if (store.capabilities.size === 0) return;
  route(router, store, endpoints.capabilities.list, (): ProviderCapabilities => ({
    capabilities: CAPABILITIES.filter((c) => store.capabilities.has(c)),
  }));
}

// One React context holds the RootStore; useStores() reads it.
import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../app/RootStore';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The RootStore of the app. */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores outside StoreProvider');
  return store;
}

/**
 * Whether the app can reach the network (the network store's word); online outside a StoreProvider
 * (a component drawn alone in a test). Read inside an observer, so the component follows it.
 */
export function useOnline(): boolean {
  const store = useContext(StoreContext);
  return store ? store.network.online : true;
}

/** How many times the network was found again (NetworkStore.returns); 0 outside a StoreProvider. Read inside an observer. */
export function useNetworkReturns(): number {
  const store = useContext(StoreContext);
  return store ? store.network.returns : 0;
}

/** The network store, or none outside a StoreProvider. */
export function useNetwork(): RootStore['network'] | null {
  return useContext(StoreContext)?.network ?? null;
}

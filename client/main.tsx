import './styles/fonts.css';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { StoreProvider } from './StoreContext';
import { RootStore } from './stores/RootStore';
import { seedInitialData } from './stores/initialData';

const store = new RootStore({ storage: window.localStorage, sessionStorage: window.sessionStorage });
seedInitialData(store.queryClient);
void store.session.init();

createRoot(document.getElementById('root')!).render(
  <StoreProvider store={store}>
    <App />
  </StoreProvider>,
);

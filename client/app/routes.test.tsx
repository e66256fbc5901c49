// The client's router and the page table (shared/pages/routes.ts) agree: the same pages, in the same
// order, each with the same guard and the same chunk, so what the server draws, preloads and maps is
// what the router shows.
import type { ReactElement, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PAGES } from '@shared/pages/routes';
import { appRoutes } from './App';
import { RequireRole } from '../features/account/RequireRole';

// Each lazy page tagged with its module's name (the name Vite gives its chunk), read from its loader.
jest.mock('../ui/lazyChunk', () => ({
  ...jest.requireActual('../ui/lazyChunk'),
  lazyChunk: (load: () => unknown) => {
    const module = /require\(["']([^"']+)["']\)/.exec(String(load))?.[1];
    if (!module) throw new Error(`no module in ${String(load)}`);
    return Object.assign(() => null, { chunk: module.split('/').pop() });
  },
}));

type Element = ReactElement<{ children?: ReactNode; role?: string }>;

/** The page's path, guard and chunk, as the router has them. */
function pageOf(route: RouteObject) {
  const element = route.element as Element;
  const guarded = element.type === RequireRole;
  const page = (guarded ? element.props.children : element) as Element;
  const chunk = (page.type as { chunk?: string }).chunk;
  return {
    path: route.index ? '' : route.path,
    access: guarded ? element.props.role : 'public',
    ...(chunk === undefined ? {} : { chunk }),
  };
}

/** The routes under the app's layout. */
function routerPages() {
  const [layout] = appRoutes;
  return (layout?.children ?? []).map(pageOf);
}

describe("the client's router and the page table", () => {
  it('have the same pages in the same order, each with its guard and its chunk', () => {
    const table = PAGES.map((p) => ({ path: p.path, access: p.access, ...(p.chunk === undefined ? {} : { chunk: p.chunk }) }));
    expect(routerPages()).toEqual(table);
  });
});

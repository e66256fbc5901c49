/** @jest-environment node */
// The location store follows a data router's history as it moves (pushed, replaced, Back), before
// anything is drawn, and tells a task whether the buyer is still where it started.
import { createMemoryRouter } from 'react-router-dom';
import { LocationStore } from './LocationStore';

function following(at = '/') {
  const router = createMemoryRouter([{ path: '*' }], { initialEntries: [at] });
  const location = new LocationStore();
  const stop = location.follow(router);
  return { router, location, stop };
}

describe('LocationStore', () => {
  it('is where the router is as soon as a navigation is taken, pushed or in place of the entry', async () => {
    const { router, location } = following('/categories/3');
    expect(location.here).toEqual({ pathname: '/categories/3', search: '' });
    const push = router.navigate('/search?query=a');
    // Before the navigation's promise settles, and with nothing drawn.
    expect(location.here).toEqual({ pathname: '/search', search: '?query=a' });
    await push;
    await router.navigate('/search?query=ab', { replace: true });
    expect(location.here).toEqual({ pathname: '/search', search: '?query=ab' });
    await router.navigate(-1);
    expect(location.here).toEqual({ pathname: '/categories/3', search: '' });
  });

  it('tells a task the buyer has gone on after any navigation, one to the very same address too, and back to an entry after Back', async () => {
    const { router, location } = following('/');
    const atHome = location.mark();
    expect(location.isStill(atHome)).toBe(true);
    await router.navigate('/');
    // The logo at home: the same address, another entry.
    expect(location.here).toEqual({ pathname: '/', search: '' });
    expect(location.isStill(atHome)).toBe(false);
    const second = location.mark();
    await router.navigate('/shoppingCart');
    expect(location.isStill(second)).toBe(false);
    await router.navigate(-1);
    // Back on the entry the mark was taken at.
    expect(location.isStill(second)).toBe(true);
  });

  it('compares an address by its parameters, however spelled', async () => {
    const { router, location } = following("/admin/items?page=2&q=%D7%90'");
    expect(location.isAt('/admin/items', '?page=2&q=א%27')).toBe(true);
    expect(location.isAt('/admin/items', new URLSearchParams({ page: '2', q: "א'" }))).toBe(true);
    expect(location.isAt('/admin/items', "?page=3&q=א'")).toBe(false);
    await router.navigate('/admin/items/new');
    expect(location.isAt('/admin/items', "?page=2&q=א'")).toBe(false);
  });

  it('navigates the router it follows, and nothing once it stops following or before it follows one', async () => {
    const idle = new LocationStore();
    await expect(idle.navigate('/search', { replace: false })).resolves.toBeUndefined();
    expect(idle.here).toEqual({ pathname: '/', search: '' });

    const { router, location, stop } = following('/');
    await location.navigate({ pathname: '/search', search: '?query=b' }, { replace: false });
    expect(router.state.location.search).toBe('?query=b');
    stop();
    await location.navigate('/shoppingCart', { replace: false });
    await router.navigate('/accessibility');
    expect({ router: router.state.location.pathname, store: location.pathname }).toEqual({ router: '/accessibility', store: '/search' });
  });
});

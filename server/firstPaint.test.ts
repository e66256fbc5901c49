import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FirstPaint } from './firstPaint';

// A built client: index.html's stylesheet, a page chunk with its own stylesheet and an import, fonts.
function built(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-a.css'), 'body{color:red}');
  fs.writeFileSync(path.join(dir, 'assets', 'CategoryPage-b.css'), '.tile{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets', 'heebo-hebrew-wght-normal-x1.woff2'), '');
  fs.writeFileSync(path.join(dir, 'assets', 'heebo-latin-wght-normal-x2.woff2'), '');
  // A face the first screen does not use.
  fs.writeFileSync(path.join(dir, 'assets', 'heebo-math-wght-normal-x3.woff2'), '');
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-r.js' },
      '_EmptyState.js': { file: 'assets/EmptyState-e.js' },
      'features/catalogue/CategoryPage.tsx': {
        file: 'assets/CategoryPage-b.js',
        name: 'CategoryPage',
        isDynamicEntry: true,
        imports: ['index.html', '_runtime.js', '_EmptyState.js'],
        css: ['assets/CategoryPage-b.css'],
      },
      'features/item-dialog/ItemDialog.tsx': {
        file: 'assets/ItemDialog-d.js',
        name: 'ItemDialog',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
    }),
  );
  return dir;
}

const HTML =
  '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';

describe('what the first screen needs, in the page', () => {
  const dir = built();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const paint = new FirstPaint(dir);

  it('inlines the stylesheet and the data (no text in it can end the script), and preloads the faces', () => {
    const html = paint.render(HTML, { settings: [{ key: 'HomeAboutUs', value: '</script><script>alert(1)</script>' }] });
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/heebo-hebrew-wght-normal-x1.woff2" crossorigin>');
    expect(html).toContain('<link rel="preload" as="font" type="font/woff2" href="/assets/heebo-latin-wght-normal-x2.woff2" crossorigin>');
    expect(html).not.toContain('heebo-math');
    const json = /<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(json).not.toMatch(/<\/script/i);
    expect(JSON.parse(json).settings[0].value).toBe('</script><script>alert(1)</script>');
  });

  it("preloads a page's chunk and its imports (not the entry's), with its stylesheet, and its largest image", () => {
    const categories = { items: [{ id: 3, itemGroups: [{ pictureUrl: '/api/files/g-group-9' }] }] };
    const html = paint.render(HTML, { categories }, new URL('http://x/categories/3'));
    expect([...html.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/CategoryPage-b.js',
      '/assets/EmptyState-e.js',
    ]);
    expect(html).toContain('<style>.tile{margin:0}</style>');
    expect(html).toContain('<link rel="preload" as="image" href="/api/files/g-group-9" fetchpriority="high">');
    const item = paint.render(HTML, {}, new URL('http://x/?d=item&itemId=5'));
    expect([...item.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/assets/ItemDialog-d.js']);
  });

  it('leaves the chunks of a page the server drew to the main script (they only hydrate it), keeping its stylesheet and largest image', () => {
    const categories = { items: [{ id: 3, itemGroups: [{ pictureUrl: '/api/files/g-group-9' }] }] };
    const drawn = { app: '<main>drawn</main>', dialog: null };
    const html = paint.render(HTML, { categories }, new URL('http://x/categories/3'), drawn);
    expect(html).toContain('<div id="root" data-server-rendered><main>drawn</main></div>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<style>.tile{margin:0}</style>');
    expect(html).toContain('<link rel="preload" as="image" href="/api/files/g-group-9" fetchpriority="high">');
    const item = paint.render(HTML, {}, new URL('http://x/?d=item&itemId=5'), { app: '<main></main>', dialog: '<div>5</div>' });
    expect(item).not.toContain('modulepreload');
  });

  it("finds a page's chunk in the manifest by the name the page table gives it, and preloads none the table does not ask for", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js' },
        'anywhere/CartPage.tsx': { file: 'assets/CartPage-c.js', name: 'CartPage', isDynamicEntry: true },
        '_CartPage.js': { file: 'assets/CartPage-shared.js', name: 'CartPage' },
        'anywhere/ThankYouPage.tsx': { file: 'assets/ThankYouPage-t.js', name: 'ThankYouPage', isDynamicEntry: true },
      }),
    );
    const paint = new FirstPaint(dir);
    const preloads = (page: string) =>
      [...paint.render(HTML, {}, new URL(`http://x${page}`)).matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads('/shoppingCart')).toEqual(['/assets/CartPage-c.js']);
    expect(preloads('/thank-you')).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps '$' in the data as text (never a replacement pattern that copies the page into the data)", () => {
    const html = paint.render(HTML, { list: { filter: { term: "$'$`$&" }, page: { items: [] } } });
    const json = /<script id="initial-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).list.filter.term).toBe("$'$`$&");
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('never preloads an image from elsewhere than this origin', () => {
    const settings = [{ key: 'HomePageBanners', value: '[{"Id":"1","Url":"https://evil.example/x.png"}]' }];
    expect(paint.render(HTML, { settings }, new URL('http://x/'))).not.toContain('as="image"');
    const ok = [{ key: 'HomePageBanners', value: '[{"Id":"1","Url":"/api/files/g-banner-1"}]' }];
    expect(paint.render(HTML, { settings: ok }, new URL('http://x/'))).toContain('href="/api/files/g-banner-1"');
  });
});

describe('the product list a page shows', () => {
  it('is read from the path as the client keys it', () => {
    const { listFilterOf } = jest.requireActual('./firstPaint') as typeof import('./firstPaint');
    expect(listFilterOf(new URL('http://x/categories/3/itemGroup/7'))).toEqual({ categoryId: 3, itemGroupId: 7 });
    expect(listFilterOf(new URL('http://x/search?query=%20%D7%97%D7%9C%D7%91%20'))).toEqual({ term: 'חלב' });
    expect(listFilterOf(new URL('http://x/search'))).toEqual({});
    expect(listFilterOf(new URL('http://x/items'))).toEqual({});
    expect(listFilterOf(new URL('http://x/categories/3'))).toBeNull();
    expect(listFilterOf(new URL('http://x/shoppingCart'))).toBeNull();
  });

  it('has its first pictures preloaded', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    const paint = new FirstPaint(dir);
    const page = { items: [{ pictureUrl: '/api/files/a' }, { pictureUrl: '/api/files/b' }, { pictureUrl: '/api/files/c' }] };
    const html = paint.render(HTML, { list: { filter: {}, page } }, new URL('http://x/items'));
    expect([...html.matchAll(/rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/api/files/a', '/api/files/b']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the first screen drawn on the server', () => {
  // A build whose server render (dist/server/entry-server.cjs beside dist/client) is `source`.
  function withRenderer(source: string | null, budget?: (ms: number) => AbortSignal): { paint: FirstPaint; root: string } {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-ssr-'));
    fs.mkdirSync(path.join(root, 'client'));
    if (source !== null) {
      fs.mkdirSync(path.join(root, 'server'));
      fs.writeFileSync(path.join(root, 'server', 'entry-server.cjs'), source);
    }
    return { paint: new FirstPaint(path.join(root, 'client'), budget), root };
  }
  const ECHO = [
    `exports.renderPage = async (url, data) => '<link rel="preload" as="image" href="/api/files/x"/><main>' + url + ' ' + Object.keys(data).join(',') + '</main>';`,
    `exports.renderDialog = async (url, data) => url.includes('d=item') ? '<div class="dialog-backdrop">' + data.item.itemId + '</div>' : null;`,
  ].join('\n');
  const data = { settings: [], categories: { items: [] } };
  const roots: string[] = [];
  afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));
  const make = (source: string | null, budget?: (ms: number) => AbortSignal) => {
    const made = withRenderer(source, budget);
    roots.push(made.root);
    return made.paint;
  };

  it('is put into the root element of a public catalogue page, without the preloads React puts first', async () => {
    const paint = make(ECHO);
    const drawn = await paint.renderApp(new URL('http://x/categories/3'), data, undefined);
    expect(drawn).toEqual({ app: '<main>/categories/3 settings,categories</main>', dialog: null });
    const html = paint.render(HTML, data, new URL('http://x/categories/3'), drawn);
    expect(html).toContain('<div id="root" data-server-rendered><main>/categories/3 settings,categories</main></div>');
    expect(html).not.toContain('server-dialog');
    for (const page of ['/', '/categories/3', '/search?query=x', '/items']) {
      const list = page === '/search?query=x' || page === '/items' ? { list: { filter: {}, page: { items: [] } } } : {};
      expect(await paint.renderApp(new URL(`http://x${page}`), { ...data, ...list }, 'theme=dark')).not.toBeNull();
    }
  });

  it('comes with the item dialog its link opens, beside the page, the page under it not scrolling', async () => {
    const paint = make(ECHO);
    const withItem = { ...data, item: { itemId: '5', item: { itemId: '5' } } };
    const url = new URL('http://x/?d=item&itemId=5');
    const drawn = await paint.renderApp(url, withItem, undefined);
    expect(drawn).toEqual({
      app: '<main>/?d=item&itemId=5 settings,categories,item</main>',
      dialog: '<div class="dialog-backdrop">5</div>',
    });
    const html = paint.render('<html><head></head><body><div id="root"></div></body></html>', withItem, url, drawn);
    expect(html).toContain(
      '<body class="dialog-open"><div id="root" data-server-rendered><main>/?d=item&itemId=5 settings,categories,item</main></div><div id="server-dialog"><div class="dialog-backdrop">5</div></div>',
    );
    // The item did not come in time: the page alone, the dialog left to the app.
    expect(await paint.renderApp(url, data, undefined)).toEqual({
      app: '<main>/?d=item&itemId=5 settings,categories</main>',
      dialog: null,
    });
  });

  it('is not drawn for a signed-in browser, a page that is not the public catalogue, or without its data', async () => {
    const paint = make(ECHO);
    expect(await paint.renderApp(new URL('http://x/'), data, 'a=1; signedIn=1')).toBeNull();
    expect(await paint.renderApp(new URL('http://x/'), data, 'signedIn=1')).toBeNull();
    for (const page of ['/shoppingCart', '/quick-order', '/admin/dashboard/1', '/business/dashboard/2', '/thank-you', '/nowhere']) {
      expect(await paint.renderApp(new URL(`http://x${page}`), data, undefined)).toBeNull();
    }
    expect(await paint.renderApp(new URL('http://x/'), { settings: [] }, undefined)).toBeNull();
    // A product list whose first page did not come in time.
    expect(await paint.renderApp(new URL('http://x/categories/3/itemGroup/7'), data, undefined)).toBeNull();
    expect(paint.render(HTML, data, new URL('http://x/'), null)).toContain('<div id="root"></div>');
  });

  it('is left to the browser when there is no server build, the render fails, or it takes too long', async () => {
    expect(await make(null).renderApp(new URL('http://x/'), data, undefined)).toBeNull();
    expect(
      await make(`exports.renderPage = async () => { throw new Error('boom'); };`).renderApp(new URL('http://x/'), data, undefined),
    ).toBeNull();
    // A render that never ends of itself, on a budget ended by hand: nothing waits for the budget's time.
    const budgets: number[] = [];
    const ender = new AbortController();
    const slow = make(
      `exports.renderPage = (url, data, signal) => new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));`,
      (ms) => {
        budgets.push(ms);
        return ender.signal;
      },
    );
    let settled = false;
    const drawn = slow.renderApp(new URL('http://x/'), data, undefined).finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(budgets).toEqual([250]);
    ender.abort(new Error('timeout'));
    expect(await drawn).toBeNull();
  });
});

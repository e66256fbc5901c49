/** @jest-environment node */
import { toCartItem } from '@shared/rules/cart';
import { readInWorker } from '../../files/readInWorker';
import { readSpreadsheet } from '../../files/readSpreadsheet';
import { windows1255, xlsxBomb, xlsxFile } from '../../files/testing';
import { readQuickOrder } from '@shared/rules/quickOrder';
import { normalizeCode } from '@shared/rules/itemCode';
import { catalogueKeys } from '../../stores/queryKeys';
import { QuickOrderStore, type FileRowsReader } from './QuickOrderStore';
import { MAX_QUICK_LINE_CHARS, MAX_QUICK_TEXT_CHARS, type QuickListReader } from './readListInWorker';
import type { RootStore } from '../../app/RootStore';
import {
  FakeProvider,
  FakeWindow,
  dispose,
  makeItem,
  makeRoot,
  ok,
  until,
  withLogin,
  withSearch,
  type FakeRequest,
} from '../../app/testing';

const NOW = Date.now();
const seen = makeItem({ id: 1, itemId: '100001', catalogNumber: '7290000000011', minOrderQuantity: 6 });
const inCart = makeItem({ id: 2, itemId: '100002', catalogNumber: '7290000000028' });
const unseen = makeItem({ id: 3, itemId: '100003', catalogNumber: '7290000000035' });
const catalogue = [seen, inCart, unseen];

/** A provider of this catalogue (and the server's search of it) that responds only while the window has a network. */
function providerFor(win: FakeWindow): FakeProvider {
  const provider = withSearch(
    new FakeProvider({
      'GET /Item/List': (req: FakeRequest) => {
        const group = req.query.get('itemGroupId');
        const items = group === '7' ? [seen] : catalogue;
        return ok({ items, totalCount: items.length, totalPages: 1, currentPage: 1 });
      },
    }),
    () => catalogue,
  );
  const answer = provider.fetch;
  (provider as { fetch: typeof answer }).fetch = (input, init) =>
    win.navigator.onLine ? answer(input, init) : Promise.reject(new TypeError('Failed to fetch'));
  withLogin(provider, NOW);
  return provider;
}

/** A signed-in provider of these items and the server's search of them. */
function searchOf(items: ReturnType<typeof makeItem>[]): FakeProvider {
  const provider = withSearch(
    new FakeProvider({ 'GET /Item/List': () => ok({ items, totalCount: items.length, totalPages: 1, currentPage: 1 }) }),
    () => items,
  );
  withLogin(provider, NOW);
  return provider;
}

describe('quick order offline', () => {
  let root: RootStore;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    dispose(root);
  });

  const providers = new WeakMap<RootStore, FakeProvider>();
  const provider = (of: RootStore) => providers.get(of)!;

  async function signedInWithSeenGroup(win: FakeWindow) {
    const fake = providerFor(win);
    ({ root } = makeRoot(fake, { network: win, now: () => NOW }));
    providers.set(root, fake);
    await root.session.login('buyer@example.com', 'Buyer123!');
    const group = root.catalogue.itemList({ itemGroupId: 7 });
    await until(() => group.result.isSuccess);
    root.cart.add(toCartItem({ ...inCart, salePriceInNIS: 10 }, 2));
  }

  it('checks codes against the items already seen and in the cart, and names those it could not check', async () => {
    const win = new FakeWindow();
    await signedInWithSeenGroup(win);
    win.go(false);
    const store = new QuickOrderStore(root);
    store.setText(`${seen.catalogNumber} 10\n${inCart.itemId} 3\n${unseen.catalogNumber} 4`);
    await store.check();
    expect(store.failed).toBe(false);
    expect(store.offline).toBe(true);
    expect(store.rows!.map((r) => [r.code, r.status, r.cartQuantity])).toEqual([
      [seen.catalogNumber, 'found', 12],
      [inCart.itemId, 'found', 3],
      [unseen.catalogNumber, 'unchecked', undefined],
    ]);
    expect(store.uncheckedRows.map((r) => r.code)).toEqual([unseen.catalogNumber]);
    // Not refused: an unchecked code is not in the rejected rows.
    expect(store.rejectedRows).toEqual([]);

    // The found rows go to the cart; the unchecked one stays in the list.
    store.addToCart();
    expect(store.rows!.map((r) => [r.code, r.status])).toEqual([[unseen.catalogNumber, 'unchecked']]);
  });

  it('checks the codes left unchecked by itself when the network is back', async () => {
    const win = new FakeWindow();
    await signedInWithSeenGroup(win);
    win.go(false);
    const store = new QuickOrderStore(root);
    stop = store.watchNetwork();
    store.setText(`${unseen.catalogNumber} 4\n999999999 1`);
    await store.check();
    expect(store.rows!.map((r) => r.status)).toEqual(['unchecked', 'unchecked']);

    win.go(true);
    await until(() => !store.offline && !store.checking);
    expect(store.rows!.map((r) => [r.code, r.status, r.cartQuantity])).toEqual([
      [unseen.catalogNumber, 'found', 4],
      ['999999999', 'notFound', undefined],
    ]);
    expect(store.uncheckedRows).toEqual([]);
  });

  it('uses what it looked up earlier when the network goes after, on another visit of the page too', async () => {
    const win = new FakeWindow();
    await signedInWithSeenGroup(win);
    const first = new QuickOrderStore(root);
    first.setText(`${unseen.itemId} 6`);
    await first.check();
    expect(first.offline).toBe(false);
    // The list's codes were looked up: nothing of the catalogue was read as a whole.
    expect(provider(root).calls('POST', '/Search/Lookup')).toHaveLength(1);

    win.go(false);
    // Another visit of the page, a minute and more later: what was looked up is in the cache still.
    const later = new QuickOrderStore(root);
    later.setText(`${unseen.itemId} 1\n999999999 1`);
    void root.queryClient.invalidateQueries();
    await later.check();
    expect(later.rows!.map((r) => [r.code, r.status])).toEqual([
      [unseen.itemId, 'found'],
      ['999999999', 'unchecked'],
    ]);
  });
});

describe('quick order by name', () => {
  const sodaThirst = makeItem({ id: 11, itemId: '100011', itemDescription: 'סודה 1.5 ליטר – צימאון', minOrderQuantity: 12 });
  const sodaBubbles = makeItem({ id: 12, itemId: '100012', itemDescription: 'סודה 1.5 ליטר – בועות', minOrderQuantity: 6 });
  const names = [sodaThirst, sodaBubbles];
  let root: RootStore;
  afterEach(() => dispose(root));

  async function signedIn(): Promise<QuickOrderStore> {
    ({ root } = makeRoot(searchOf(names), { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    return new QuickOrderStore(root);
  }

  it('finds a named line, offers a pick list, refuses a name it cannot find, and lists every refused line in the CSV', async () => {
    const store = await signedIn();
    store.setText(['שלום,', 'סודה 1.5 ליטר – צימאון 12', 'סודה 2 קרטונים', 'פיצה 3', 'תודה'].join('\n'));
    await store.check();
    expect(store.rows!.map((r) => [r.line, r.status, r.cartQuantity])).toEqual([
      [2, 'found', 12],
      [3, 'choose', undefined],
      [4, 'notFound', undefined],
    ]);
    expect(store.rows![1]!.choices!.map((i) => i.id)).toEqual([sodaBubbles.id, sodaThirst.id]);
    const csv = await store.rejectedCsv((r) => r.status);
    expect(csv.slice(1).split(/\r?\n/)).toEqual([
      'שורה,קוד,כמות,סיבה,שורה מקורית',
      '3,סודה,2,choose,סודה 2 קרטונים',
      '4,פיצה,3,notFound,פיצה 3',
    ]);

    // Only the rows to fix, then a pick: two cartons of the bubbles' pack of 6 are 12 units.
    store.setOnlyToFix(true);
    expect(store.shownRows.map((r) => r.line)).toEqual([3, 4]);
    await store.pickItem(3, store.rows![1]!.choices![0]!);
    expect(store.rows![1]).toMatchObject({ status: 'found', cartQuantity: 12, unit: 'pack' });
    // The choice came without a price; the pick was looked up by its code, with the buyer's.
    expect(store.rows![1]!.item!.salePriceInNIS).toBe(sodaBubbles.salePriceInNIS);
    expect(store.shownRows.map((r) => r.line)).toEqual([4]);

    // A name fixed in place is looked up again; the filter goes once nothing is left to fix.
    await store.fixRow(4, { code: 'סודה צימאון' });
    expect(store.rows![2]).toMatchObject({ status: 'duplicate', mergedInto: 2 });
    expect(store.rows![0]).toMatchObject({ cartQuantity: 24, merged: [4] });
    expect(store.onlyToFix).toBe(false);
    await store.fixRow(2, { quantity: '1,200' });
    expect(store.rows![0]).toMatchObject({ units: 1203, cartQuantity: 1212 });
  });

  it('neutralises a formula in the rejected rows file: the line as written, and the name looked for, start with an apostrophe', async () => {
    const store = await signedIn();
    store.setText('=HYPERLINK("http://evil.example/","99999999") 5\n@SUM(A1) 2');
    await store.check();
    expect(store.rows!.map((r) => r.status)).toEqual(['notFound', 'notFound']);
    const csv = await store.rejectedCsv(() => 'לא נמצא');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [, ...rows] = csv.slice(1).split('\r\n');
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).not.toMatch(/(^|,)[=+\-@]/);
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example/"",""99999999"") 5"`);
    expect(rows[1]).toContain(`"'@SUM(A1) 2"`);
  });
});

describe("quick order reads a buyer's message as written", () => {
  const bisliSun = makeItem({ id: 31, itemId: '100031', itemDescription: 'ביסלי גריל 70 גרם – שמש', minOrderQuantity: 24 });
  const bisliCrisp = makeItem({ id: 32, itemId: '100032', itemDescription: 'ביסלי גריל 70 גרם – פריך', minOrderQuantity: 12 });
  const bisliBig = makeItem({ id: 33, itemId: '100033', itemDescription: 'ביסלי גריל 200 גרם – שמש', minOrderQuantity: 12 });
  const milk = makeItem({ id: 34, itemId: '100034', itemDescription: 'חלב 3% בקרטון 1 ליטר – מחלבת העמק', minOrderQuantity: 12 });
  const yogurt = makeItem({ id: 35, itemId: '100035', itemDescription: 'יוגורט טבעי 3% 200 גרם – מחלבת העמק', minOrderQuantity: 24 });
  let root: RootStore;
  afterEach(() => dispose(root));

  it("finds the item a name's own numbers name, the dairy's milk and not its yogurt, reads a line the other way when only that finds, and lists the signature and the totals row as skipped", async () => {
    const provider = searchOf([bisliSun, bisliCrisp, bisliBig, milk, yogurt]);
    ({ root } = makeRoot(provider, { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    const store = new QuickOrderStore(root);
    store.setText(
      [
        'היי, ההזמנה לשבוע:',
        'ביסלי גריל 70 שמש קרטון',
        'חלב 3% מחלבת העמק',
        '24 ביסלי פריך 70',
        'סה"כ\t3 קרטונים',
        'בברכה, משה כהן',
        '050-1234567',
        'נשלח מה-iPhone שלי',
      ].join('\n'),
    );
    await store.check();
    expect(store.rows!.map((r) => [r.line, r.status, r.item?.itemId, r.quantity, r.cartQuantity])).toEqual([
      [2, 'found', bisliSun.itemId, 1, 24],
      [3, 'found', milk.itemId, null, 12],
      [4, 'found', bisliCrisp.itemId, 24, 24],
    ]);
    expect(store.skipped.map((l) => [l.line, l.reason])).toEqual([
      [1, 'greeting'],
      [5, 'total'],
      [6, 'signature'],
      [7, 'signature'],
      [8, 'signature'],
    ]);
    // Nothing skipped is refused: the rejected rows' file is empty.
    expect(store.rejectedRows).toEqual([]);
    // The names as first read are looked up with the codes; a line's other reading only once its first found nothing.
    expect(provider.calls('POST', '/Search/Lookup').map((r) => (r.body as { names: string[] }).names)).toEqual([
      ['ביסלי גריל 70 שמש', 'חלב 3% מחלבת העמק', '24 ביסלי פריך'],
      ['ביסלי פריך 70'],
    ]);

    // A row read the other way keeps that reading when the buyer fixes its quantity.
    await store.fixRow(4, { quantity: '48' });
    expect(store.rows![2]).toMatchObject({ status: 'found', item: { itemId: bisliCrisp.itemId }, cartQuantity: 48 });
    store.addToCart();
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([
      [bisliSun.itemId, 24],
      [milk.itemId, 12],
      [bisliCrisp.itemId, 48],
    ]);
    expect(store.skipped).toEqual([]);
  });
});

describe('quick order reads a file off the page', () => {
  const item = makeItem({ id: 21, itemId: '100021', catalogNumber: '7290000000219', minOrderQuantity: 6 });
  let root: RootStore;
  afterEach(() => dispose(root));

  /** Reads in place what the worker would read. */
  const inPlace: FileRowsReader = (file) => ({
    result: file.arrayBuffer().then((buffer) => readSpreadsheet({ bytes: new Uint8Array(buffer), name: file.name, type: file.type })),
    cancel: () => {},
  });

  async function signedIn(reader: FileRowsReader): Promise<QuickOrderStore> {
    ({ root } = makeRoot(searchOf([item]), { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    return new QuickOrderStore(root, reader);
  }
  const xlsx = (bytes: Uint8Array) => new File([bytes as BlobPart], 'הזמנה.xlsx');
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('refuses a zip bomb with a reason and leaves the list as it was; a good file after it is read and checked', async () => {
    const store = await signedIn(inPlace);
    store.setText('100021 6');
    await store.readFile(xlsx(xlsxBomb({ sheetMB: 2, copies: 160 })));
    expect({ problem: store.fileProblem, reading: store.readingFile, text: store.text, rows: store.rows }).toEqual({
      problem: 'inflatesTooLarge',
      reading: false,
      text: '100021 6',
      rows: null,
    });
    await store.readFile(
      xlsx(
        xlsxFile([
          ['ברקוד', 'כמות'],
          [item.catalogNumber, 12],
        ]),
      ),
    );
    expect(store.fileProblem).toBeNull();
    expect(store.rows!.map((r) => [r.status, r.cartQuantity])).toEqual([['found', 12]]);
  });

  it('reads a CSV Excel saved on a Hebrew Windows (windows-1255): its pack words count packs and its names are found', async () => {
    const named = makeItem({
      id: 22,
      itemId: '100022',
      catalogNumber: '7290000000226',
      itemDescription: 'במבה בוטנים',
      minOrderQuantity: 24,
    });
    ({ root } = makeRoot(searchOf([item, named]), { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    const fresh = new QuickOrderStore(root, inPlace);
    const file = new File([windows1255(`מק"ט,כמות\n${item.catalogNumber},2 קרטונים\nבמבה בוטנים,1 קרטון\n`) as BlobPart], 'הזמנה.csv', {
      type: 'text/csv',
    });
    await fresh.readFile(file);
    expect(fresh.fileProblem).toBeNull();
    expect(fresh.rows!.map((r) => [r.item?.itemId, r.status, r.cartQuantity])).toEqual([
      [item.itemId, 'found', 12],
      [named.itemId, 'found', 24],
    ]);
  });

  it('stops reading when cancelled (the worker ends), and a file picked meanwhile replaces the one being read', async () => {
    const workers: { terminated: boolean }[] = [];
    const hanging: FileRowsReader = (file) =>
      readInWorker(file, () => {
        const worker = {
          onmessage: null,
          onerror: null,
          postMessage: () => {},
          terminated: false,
          terminate: () => (worker.terminated = true),
        };
        workers.push(worker);
        return worker;
      });
    const store = await signedIn(hanging);
    store.setText('100021 6');
    const reading = store.readFile(xlsx(xlsxFile([['1']])));
    expect(store.readingFile).toBe(true);
    await settle();
    expect(workers).toHaveLength(1);
    store.cancelReading();
    await reading;
    expect({ problem: store.fileProblem, reading: store.readingFile, text: store.text, ended: workers[0]!.terminated }).toEqual({
      problem: 'cancelled',
      reading: false,
      text: '100021 6',
      ended: true,
    });

    const first = store.readFile(xlsx(xlsxFile([['1']])));
    await settle();
    expect(workers).toHaveLength(2);
    const second = store.readFile(new File(['x'], 'אחר.xlsx'));
    await first;
    expect(workers[1]!.terminated).toBe(true);
    expect({ name: store.fileName, reading: store.readingFile, problem: store.fileProblem }).toEqual({
      name: 'אחר.xlsx',
      reading: true,
      problem: null,
    });
    store.cancelReading();
    await second;
  });
});

describe('quick order: a row that cannot be ordered swapped for a substitute', () => {
  const out = makeItem({ id: 21, itemId: '100021', catalogNumber: '7290000000219', isAvailable: false, minOrderQuantity: 6 });
  const substitute = makeItem({ id: 22, itemId: '100022', catalogNumber: '7290000000226', minOrderQuantity: 12 });
  let root: RootStore;
  afterEach(() => dispose(root));

  it('takes the substitute in its row at the asked units rounded to its packs, and knows the items it looked up by code', async () => {
    ({ root } = makeRoot(searchOf([out, substitute]), { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    const store = new QuickOrderStore(root);
    // Two cartons of the item that is out: 12 units.
    store.setText(`${out.catalogNumber} 2 קרטונים`);
    await store.check();
    expect(store.rows!.map((r) => [r.status, r.item?.itemId])).toEqual([['unavailable', out.itemId]]);
    expect(store.itemByCode(out.itemId)?.id).toBe(out.id);
    expect(store.itemByCode(substitute.itemId)).toBeUndefined();
    expect(store.itemByCode('999')).toBeUndefined();

    store.swapRow(1, substitute, 12);
    expect(store.rows!.map((r) => [r.line, r.status, r.item?.itemId, r.cartQuantity, r.roundedUp ?? false])).toEqual([
      [1, 'found', substitute.itemId, 12, false],
    ]);
    store.addToCart();
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([[substitute.itemId, 12]]);
  });
});

describe('quick order: a list read off the page, within limits', () => {
  const item = makeItem({ id: 31, itemId: '100031', catalogNumber: '7290000000318', minOrderQuantity: 6 });
  let root: RootStore;
  afterEach(() => dispose(root));

  async function signedIn(readList?: QuickListReader): Promise<{ store: QuickOrderStore; provider: FakeProvider }> {
    const provider = searchOf([item]);
    ({ root } = makeRoot(provider, { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    return { store: new QuickOrderStore(root, undefined, readList), provider };
  }

  it('reads a pasted list with the reader it is given (a Web Worker in the browser), the known codes handed over', async () => {
    const asked: Array<{ text: string; codes?: readonly string[] }> = [];
    const { store } = await signedIn((text, codes) => {
      asked.push({ text, codes });
      return {
        result: Promise.resolve({ list: readQuickOrder(text, codes ? (t) => codes.includes(normalizeCode(t)) : undefined) }),
        cancel: () => {},
      };
    });
    store.setText(`${item.catalogNumber} 12`);
    await store.check();
    expect(store.rows!.map((r) => [r.status, r.cartQuantity])).toEqual([['found', 12]]);
    expect(asked.map((a) => a.text)).toEqual([`${item.catalogNumber} 12`, `${item.catalogNumber} 12`]);
    expect(asked[1]!.codes).toContain(normalizeCode(item.catalogNumber));
  });

  it('refuses a list with a line too long to be an order line, naming the line, without reading or looking it up', async () => {
    const read = jest.fn<ReturnType<QuickListReader>, Parameters<QuickListReader>>();
    const { store, provider } = await signedIn(read);
    const calls = provider.requests.length;
    // One line of a 2 MB CSV of commas: it froze the tab for 16.5 s.
    store.setText(`${item.catalogNumber} 6\n${'1,'.repeat(MAX_QUICK_LINE_CHARS)}`);
    await store.check();
    expect({ problem: store.listProblem, rows: store.rows, checking: store.checking }).toEqual({
      problem: { kind: 'longLine', line: 2 },
      rows: null,
      checking: false,
    });
    expect(read).not.toHaveBeenCalled();
    expect(provider.requests.length).toBe(calls);
    store.setText(`${item.catalogNumber} 6`);
    expect(store.listProblem).toBeNull();
  });

  it('refuses a list larger than a file may be, and a file of one long line, with its message', async () => {
    const { store } = await signedIn();
    store.setText(`${item.catalogNumber} 6\n`.repeat(MAX_QUICK_TEXT_CHARS / 10));
    await store.check();
    expect(store.listProblem).toEqual({ kind: 'tooLarge' });

    const { store: fromFile } = await signedIn();
    const reader: FileRowsReader = () => ({
      result: Promise.resolve({ rows: [Array.from({ length: 5000 }, () => '1')] }),
      cancel: () => {},
    });
    const withFile = new QuickOrderStore(root, reader);
    await withFile.readFile(new File(['x'], 'הזמנה.csv', { type: 'text/csv' }));
    expect(withFile.listProblem).toEqual({ kind: 'longLine', line: 1 });
    expect(fromFile.listProblem).toBeNull();
  });
});

describe('quick order: a look-up under way at sign-out', () => {
  const item = makeItem({ id: 41, itemId: '100041', catalogNumber: '7290000000417', minOrderQuantity: 6 });
  let root: RootStore;
  afterEach(() => dispose(root));

  it("keeps the buyer's items (their prices) under no one else's prices once the session ended", async () => {
    const provider = searchOf([item]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let lookingUp = false;
    const answer = provider.fetch;
    (provider as { fetch: typeof answer }).fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/Search/Lookup')) {
        lookingUp = true;
        await gate;
      }
      return answer(input, init);
    };
    ({ root } = makeRoot(provider, { now: () => NOW }));
    await root.session.login('buyer@example.com', 'Buyer123!');
    const buyerKey = root.session.priceKey;
    const store = new QuickOrderStore(root);
    store.setText(`${item.catalogNumber} 6`);
    const checking = store.check();
    while (!lookingUp) await new Promise((resolve) => setTimeout(resolve, 5));
    root.session.logout();
    const visitorKey = root.session.priceKey;
    release();
    await checking;
    expect(visitorKey).not.toBe(buyerKey);
    expect(root.queryClient.getQueryData(catalogueKeys.lookedUp(visitorKey))).toBeUndefined();
  });
});

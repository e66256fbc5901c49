// Two instances of the server behind one load balancer share their state through a real Redis
// (docs/decisions/0004-redis-optional.md): the login limit counts across both, a write through one is seen by the other's next
// read, and with Redis stopped mid-run both keep responding (limits in memory, a warning logged).
import express from 'express';
import { createMockProvider } from '../mock-provider/app';
import { createServer } from './app';
import { describeWithService, listen, makeStaticFixture, redisInstalled, startRedis, testConfig, type Listening } from './testing';

jest.setTimeout(60_000);
const fixture = makeStaticFixture();
afterAll(() => fixture.remove());

// .ci/run installs Debian's redis-server, and there its absence fails (REQUIRE_SERVICES=1).
const describeWithRedis = describeWithService('redis-server', redisInstalled(), 'apt-get install redis-server');

describeWithRedis('two instances sharing Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let provider: Listening;
  const instances: Array<Listening & { logs: string[]; closeState: () => Promise<void> }> = [];

  beforeAll(async () => {
    redis = await startRedis();
    const app = express();
    app.use('/api', createMockProvider({}));
    provider = await listen(app);
    for (let i = 0; i < 2; i++) {
      const logs: string[] = [];
      const server = createServer(
        testConfig({
          PROVIDER_URL: `${provider.url}/api`,
          STATIC_DIR: fixture.dir,
          REDIS_URL: redis.url,
          AUTH_RATE_LIMIT: '4',
          CATALOGUE_TTL_MS: '60000',
          LOG_LEVEL: 'info',
        }),
        { logDestination: { write: (line: string) => void logs.push(line) } },
      );
      const running = await listen(server);
      instances.push({ ...running, logs, closeState: () => server.close() });
    }
    // Both connected.
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.closeState()));
    await Promise.all(instances.map((i) => i.close()));
    await Promise.all([provider?.close(), redis?.stop()]);
  });

  const loginAt = async (base: string, password: string) =>
    (
      await fetch(`${base}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@example.com', password }),
      })
    ).status;

  it('counts the login limit across both instances', async () => {
    const [a, b] = instances;
    const statuses = [];
    for (const base of [a!.url, b!.url, a!.url, b!.url]) statuses.push(await loginAt(base, 'Wrong-Passw0rd!'));
    // A wrong password is the provider's -1003, in a 400.
    expect(statuses).toEqual([400, 400, 400, 400]);
    // The fifth attempt from this address is refused by either instance.
    expect(await loginAt(a!.url, 'Wrong-Passw0rd!')).toBe(429);
    expect(await loginAt(b!.url, 'Wrong-Passw0rd!')).toBe(429);
  });

  it("shows a write through one instance on the other's next read", async () => {
    const [a, b] = instances;
    type Categories = { payload: { items: Array<{ id: number; categoryName: string; description: string; displayOrder: number }> } };
    const read = async (base: string) => (await (await fetch(`${base}/api/Category/List?getAll=true`)).json()) as Categories;
    const before = (await read(b!.url)).payload.items[0]!;
    // Kept by the shared cache: the other instance serves it without asking the provider.
    const fromA = await fetch(`${a!.url}/api/Category/List?getAll=true`);
    expect(fromA.headers.get('x-cache')).toBe('hit');
    await fromA.arrayBuffer();
    // Signed in at the provider (this address has used up its logins on the instances).
    const admin = await fetch(`${provider.url}/api/Account/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
    });
    const token = ((await admin.json()) as { payload: string }).payload;
    const update = await fetch(`${a!.url}/api/Category/Update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id: before.id,
        categoryName: 'עודכן במופע הראשון',
        description: before.description,
        displayOrder: before.displayOrder,
      }),
    });
    expect(update.status).toBe(200);
    await update.arrayBuffer();
    expect((await read(b!.url)).payload.items.find((c) => c.id === before.id)!.categoryName).toBe('עודכן במופע הראשון');
  });

  it('keeps responding with Redis stopped: the limits count in memory, a warning is logged', async () => {
    const [a, b] = instances;
    await redis.stop();
    // Reads go on (from the provider).
    for (const base of [a!.url, b!.url]) {
      const res = await fetch(`${base}/api/Category/List?getAll=true`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    // The limit still holds, counted by each instance alone (the shared count is out of reach).
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await loginAt(b!.url, 'Wrong-Passw0rd!'));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    const deadline = Date.now() + 5_000;
    while (!instances.every((i) => i.logs.some((l) => l.includes('redis unavailable'))) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    for (const instance of instances)
      expect(instance.logs.filter((l) => l.includes('redis')).map((l) => JSON.parse(l).level)).toContain(40);
  });

  it("shares again once Redis is back: a read kept by one instance is the other's hit", async () => {
    const [a, b] = instances;
    redis = await startRedis(Number(new URL(redis.url).port));
    const deadline = Date.now() + 15_000;
    let state: string | null = null;
    // The instances reconnect on their own; the first read after that is kept, the next one (on the other instance) is its hit.
    while (state !== 'hit' && Date.now() < deadline) {
      await (await fetch(`${a!.url}/api/ItemGroup/List?getAll=true`)).arrayBuffer();
      const other = await fetch(`${b!.url}/api/ItemGroup/List?getAll=true`);
      state = other.headers.get('x-cache');
      await other.arrayBuffer();
      if (state !== 'hit') await new Promise((r) => setTimeout(r, 250));
    }
    expect(state).toBe('hit');
    expect(instances.every((i) => i.logs.some((l) => l.includes('redis available again')))).toBe(true);
  });
});

// The normalised /api path that the rate limits and the sealing decide on: every spelling of a call
// that some server could route to it reads as that call.
import fc from 'fast-check';
import type { Request } from 'express';
import { forwardedApiPath, malformedTarget, mountAt, normalizedApiPath, pathOf } from './paths';

const path = (url: string) => normalizedApiPath({ url, originalUrl: url } as Request);

/** Ways to spell one segment that lenient servers read as the same segment. */
const spellSegment = (segment: string) =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: segment.length, maxLength: segment.length }),
      fc.array(fc.integer({ min: 0, max: 2 }), { minLength: segment.length, maxLength: segment.length }),
      fc.constantFrom('', ';jsessionid=1', ';x', '.', ' ', '%20', '%2e'),
    )
    .map(([upper, encode, tail]) => {
      const chars = [...segment].map((c, i) => {
        const cased = upper[i] ? c.toUpperCase() : c.toLowerCase();
        const hex = `%${cased.charCodeAt(0).toString(16).padStart(2, '0')}`;
        // 0: as is; 1: percent-encoded; 2: encoded twice.
        return encode[i] === 1 ? hex : encode[i] === 2 ? hex.replace('%', '%25') : cased;
      });
      return chars.join('') + tail;
    });

/** A separator between segments, as lenient servers read it. */
const separator = fc.constantFrom('/', '//', '/./', '/x/../', '\\', '%2f', '%2F', '%5c', '/%2e/');

const spelling = (segments: string[]) =>
  fc
    .tuple(
      fc.tuple(...segments.map(spellSegment)),
      fc.array(separator, { minLength: segments.length, maxLength: segments.length }),
      fc.constantFrom('', '/', '?a=1', '/?a=1'),
    )
    .map(([parts, seps, end]) => parts.map((p, i) => seps[i] + p).join('') + end);

describe('normalizedApiPath', () => {
  it('reads every lenient spelling of /api/Account/Login as /account/login', () => {
    fc.assert(
      fc.property(spelling(['api', 'Account', 'Login']), (url) => {
        expect({ url, path: path(url) }).toEqual({ url, path: '/account/login' });
      }),
      { numRuns: 2000 },
    );
  });

  it('reads every lenient spelling of /api/Order/List as /order/list', () => {
    fc.assert(
      fc.property(spelling(['api', 'Order', 'List']), (url) => {
        expect({ url, path: path(url) }).toEqual({ url, path: '/order/list' });
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps other paths apart', () => {
    expect(path('/api/Account/LoginX')).toBe('/account/loginx');
    expect(path('/api/Item/List')).toBe('/item/list');
    expect(path('/apix/Account/Login')).toBeNull();
    expect(path('/')).toBeNull();
    expect(path('/api')).toBe('/');
    expect(path('/api/../Account/Login')).toBeNull();
  });
});

describe('forwardedApiPath (what the proxy sends the provider)', () => {
  const forwarded = (url: string) => forwardedApiPath({ url, originalUrl: url } as Request);

  it('is the path the server read, in one plain spelling: read again, it is the same call; no dot segment, encoded separator or parameter left', () => {
    fc.assert(
      fc.property(spelling(['api', 'Account', 'Login']), (url) => {
        const sent = forwarded(url)!;
        expect({ url, again: path(`/api${sent}`), sent: sent.toLowerCase() }).toEqual({ url, again: path(url), sent: '/account/login' });
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a segment's case and bytes, escaping only what a path must", () => {
    expect(forwarded('/api/%49tem/List')).toBe('/Item/List');
    expect(forwarded('/API/Item/List/')).toBe('/Item/List');
    expect(forwarded('/api/Account/ResetPassword/a+b%40example.com')).toBe('/Account/ResetPassword/a+b@example.com');
    expect(forwarded('/api/Item/%d7%90%20%3F%23%25')).toBe('/Item/%D7%90%20%3F%23%25');
    expect(forwarded('/api/Item/%D7%90%ZZ')).toBe('/Item/%D7%90%25ZZ');
    expect(forwarded('/api/x/%2e%2e/Item/List?a=1')).toBe('/Item/List');
    expect(forwarded('/api/%2e%2e/secret')).toBeNull();
  });
});

describe('malformedTarget', () => {
  it('names a fragment, anywhere in the target', () => {
    expect(malformedTarget('/api/Account/Login#1')).toMatch(/fragment/);
    expect(malformedTarget('/api/Item/List?q=a#b')).toMatch(/fragment/);
    expect(malformedTarget('/api/Item/List?q=%23')).toBeNull();
  });
});

describe('mountAt', () => {
  const mounted = (url: string) => {
    const req = { url } as Request;
    mountAt('/api', req);
    return { url: req.url, baseUrl: req.baseUrl, path: pathOf(req) };
  };

  it('shows the handlers after it the URL below the mount, the query as it came; pathOf still reads the whole path', () => {
    expect(mounted('/api/Order/List?page=2&x=%2F')).toEqual({ url: '/Order/List?page=2&x=%2F', baseUrl: '/api', path: '/api/Order/List' });
    expect(mounted('/API/Item/7')).toEqual({ url: '/Item/7', baseUrl: '/api', path: '/API/Item/7' });
    expect(mounted('/api//Order/List')).toMatchObject({ url: '//Order/List' });
  });

  it('the mount point itself is the root below it', () => {
    expect(mounted('/api').url).toBe('/');
    expect(mounted('/api/').url).toBe('/');
    expect(mounted('/api?x=1').url).toBe('/?x=1');
  });

  it('an absolute-form target: its path below the mount, as pathOf reads it', () => {
    expect(mounted('http://shop.example/api/Category/List?x=1')).toEqual({
      url: '/Category/List?x=1',
      baseUrl: '/api',
      path: '/api/Category/List',
    });
  });
});

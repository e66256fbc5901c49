import vm from 'node:vm';
import { minorCollector, reclaimer, RECLAIM_EVERY_BYTES } from './reclaim';

describe('reclaiming streamed upload chunks', () => {
  it('collects once every RECLAIM_EVERY_BYTES of body, counting across chunks', () => {
    const collect = jest.fn();
    const count = reclaimer(collect);
    const chunk = 64 * 1024;
    const chunks = (20 * 1024 * 1024) / chunk;
    for (let i = 0; i < chunks; i++) count(chunk);
    expect(collect).toHaveBeenCalledTimes(Math.floor((20 * 1024 * 1024) / RECLAIM_EVERY_BYTES));
  });

  it('never collects for a small body', () => {
    const collect = jest.fn();
    const count = reclaimer(collect);
    count(1024);
    count(RECLAIM_EVERY_BYTES - 2048);
    expect(collect).not.toHaveBeenCalled();
  });

  it('does nothing where the runtime offers no collector', () => {
    expect(() => reclaimer(null)(RECLAIM_EVERY_BYTES * 3)).not.toThrow();
  });

  it("obtains V8's collector without leaving a gc global in this or any new context", () => {
    const collect = minorCollector();
    expect(collect).toEqual(expect.any(Function));
    expect(() => collect!()).not.toThrow();
    expect(minorCollector()).toBe(collect);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});

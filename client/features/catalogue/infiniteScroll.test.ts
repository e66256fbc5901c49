import { scrolledPast, SCROLL_THRESHOLD, SCROLL_THROTTLE_MS, throttle } from './infiniteScroll';

describe('scrolledPast', () => {
  it('is false while less than 80% of the list has come into view', () => {
    // A list 2000 px tall starting 100 px below the top of an 800 px viewport: 700 px seen.
    expect(scrolledPast({ top: 100, height: 2000 }, 800)).toBe(false);
    expect(scrolledPast({ top: -799, height: 2000 }, 800)).toBe(false);
  });

  it('is true once the viewport bottom reaches 80% of the list', () => {
    expect(scrolledPast({ top: -800, height: 2000 }, 800)).toBe(true);
    expect(scrolledPast({ top: -1500, height: 2000 }, 800)).toBe(true);
  });

  it('is true at once for a list shorter than the viewport, so a short first page still loads the next', () => {
    expect(scrolledPast({ top: 200, height: 400 }, 800)).toBe(true);
  });

  it('is false for an empty (zero-height) list', () => {
    expect(scrolledPast({ top: 0, height: 0 }, 800)).toBe(false);
  });

  it('uses the specified threshold of 0.8 and throttle of 150 ms', () => {
    expect(SCROLL_THRESHOLD).toBe(0.8);
    expect(SCROLL_THROTTLE_MS).toBe(150);
  });
});

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per interval, with one trailing call', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 150);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(50);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs again at once after a quiet interval', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 150);
    throttled();
    jest.advanceTimersByTime(200);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call when cancelled', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 150);
    throttled();
    throttled();
    throttled.cancel();
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

import { isChunkLoadError } from './ScreenBoundary';

describe('isChunkLoadError: a screen whose code could not be loaded, as each engine says it', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/CartPage-x1.js')],
    ['WebKit', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://shop.example/assets/CartPage-x1.js')],
    ["Vite's stylesheet preload", new Error('Unable to preload CSS for /assets/CartPage-x1.css')],
  ])('%s', (_engine, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('is not any other error of a screen', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'length')"))).toBe(false);
    expect(isChunkLoadError('boom')).toBe(false);
  });
});

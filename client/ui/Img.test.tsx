/** @jest-environment jsdom */
// A picture whose address is broken shows the placeholder, never the browser's broken icon: a picture
// the server drew whose load failed before the app took over the page too.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Img } from './Img';

jest.mock('../assets/placeholder.svg', () => 'placeholder.svg');

/** Makes every picture report itself loaded (`naturalWidth` > 0) or failed (0), as a browser does once it tried. */
function picturesLoaded(ok: boolean) {
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(ok ? 120 : 0);
}

afterEach(() => jest.restoreAllMocks());

describe('Img', () => {
  it('shows the placeholder when the picture fails to load', () => {
    render(<Img src="/api/files/broken" alt="במבה" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('placeholder.svg');
  });

  it('shows the placeholder for a picture the server drew whose load failed before the page was hydrated', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Img src="/api/files/broken" alt="במבה" />);
    document.body.append(host);
    picturesLoaded(false);
    await act(async () => {
      hydrateRoot(host, <Img src="/api/files/broken" alt="במבה" />);
    });
    expect(host.querySelector('img')!.getAttribute('src')).toBe('placeholder.svg');
  });

  it('keeps a picture the server drew that loaded', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Img src="/api/files/1" alt="במבה" />);
    document.body.append(host);
    picturesLoaded(true);
    await act(async () => {
      hydrateRoot(host, <Img src="/api/files/1" alt="במבה" />);
    });
    expect(host.querySelector('img')!.getAttribute('src')).toBe('/api/files/1');
  });
});

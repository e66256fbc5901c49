// The client the server hands out is a production build, whoever built it: the journeys build it
// under jest, which sets NODE_ENV=test, and `npm start` serves whatever they left in dist/.
import { appFor } from './support/app';

const app = appFor();

describe('the served client', () => {
  it("bundles React's production build, not its development build", async () => {
    const page = await fetch(`${app.url}/`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    const entry = /<script type="module"[^>]*src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const code = await (await fetch(`${app.url}${entry}`)).text();
    // Production React reports errors by number; its development build asks for the DevTools.
    const build = { production: code.includes('Minified React error'), development: code.includes('Download the React DevTools') };
    expect(build).toEqual({ production: true, development: false });
  });
});

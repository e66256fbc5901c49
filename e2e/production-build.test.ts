// The client the server hands out is a production build, whoever built it: the journeys build it
// under jest, which sets NODE_ENV=test, and `npm start` serves whatever they left in dist/.
// The API reference the server serves beside it draws the contract with this origin's files only.
import { appFor, browserFor, newPage, pageErrors } from './support/app';

const app = appFor();
const browser = browserFor();

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

describe('the API reference at /api-docs', () => {
  it("draws the contract's calls from this origin's files alone, under the page's Content-Security-Policy", async () => {
    const { context, page } = await newPage(browser, 'phone', app.url);
    try {
      const foreign: string[] = [];
      const refused: string[] = [];
      page.on('request', (r) => !r.url().startsWith(app.url) && !r.url().startsWith('data:') && foreign.push(r.url()));
      page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
      await page.goto('/api-docs');
      await page.getByRole('heading', { name: /the accounting provider's API/ }).waitFor();
      await page.getByRole('heading', { name: /Accounts and sign-in/ }).waitFor();
      await page.getByText('/Account/Login', { exact: true }).waitFor();
      expect({ foreign, refused, errors: pageErrors(page) }).toEqual({ foreign: [], refused: [], errors: [] });
    } finally {
      await context.close();
    }
  });
});

// What the first screen needs, put into the HTML the server sends (issue 15), so the first paint
// waits for no API round trip and no stylesheet request:
//  - the site settings and the categories, read from this server's own /api as a visitor reads them
//    (the same in mock and proxy mode), inlined as JSON that the client puts in its query cache
//    before it renders (client/stores/initialData.ts). They are read at most every few seconds, and
//    a provider slower than a small budget is not waited for: the page is then sent without them
//    and the client reads them itself, as before;
//  - the built stylesheet, inlined in place of its <link>.
// Signed-in users' data (prices) is never inlined: the HTML request carries no token.
import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';

/** How long inlined data is reused before it is read again. */
const DATA_TTL_MS = 5_000;
/** The longest the HTML waits for the provider. */
const DATA_BUDGET_MS = 400;

export interface InitialData {
  settings?: unknown;
  categories?: unknown;
}

export class FirstPaint {
  private data: { at: number; value: InitialData } | null = null;
  private pending: Promise<InitialData> | null = null;
  private styles = new Map<string, string>();

  constructor(private readonly staticDir: string) {}

  /** The site settings and categories (fresh within DATA_TTL_MS), or nothing when the provider is slow or down. */
  async initialData(req: Request): Promise<InitialData> {
    if (this.data && Date.now() - this.data.at < DATA_TTL_MS) return this.data.value;
    this.pending ??= this.read(req.socket.localPort).finally(() => {
      this.pending = null;
    });
    const timeout = new Promise<InitialData>((resolve) => setTimeout(() => resolve({}), DATA_BUDGET_MS).unref());
    return Promise.race([this.pending, timeout]);
  }

  private async read(port: number | undefined): Promise<InitialData> {
    if (!port) return {};
    const get = async (call: string) => {
      const res = await fetch(`http://127.0.0.1:${port}/api${call}`, { signal: AbortSignal.timeout(5_000) });
      if (!res.ok) return undefined;
      return ((await res.json()) as { payload?: unknown }).payload;
    };
    try {
      const [settings, categories] = await Promise.all([get('/WebsiteConfiguration/List'), get('/Category/List?getAll=true')]);
      const value: InitialData = {};
      if (settings !== undefined) value.settings = settings;
      if (categories !== undefined) value.categories = categories;
      this.data = { at: Date.now(), value };
      return value;
    } catch {
      return {};
    }
  }

  /** The HTML with the data and the stylesheets inlined. */
  render(html: string, data: InitialData): string {
    let out = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g, (link, href: string) => {
      const css = this.stylesheet(href);
      return css === null ? link : `<style>${css}</style>`;
    });
    if (Object.keys(data).length > 0) {
      // '<' escaped, so no text in the data can end the script element.
      const json = JSON.stringify(data).replace(/</g, '\\u003c');
      out = out.replace('</head>', `<script id="initial-data" type="application/json">${json}</script></head>`);
    }
    return out;
  }

  private stylesheet(href: string): string | null {
    const cached = this.styles.get(href);
    if (cached !== undefined) return cached;
    try {
      const css = fs.readFileSync(path.join(this.staticDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
      this.styles.set(href, css);
      return css;
    } catch {
      return null;
    }
  }
}

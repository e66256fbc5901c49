// /files/{id}: uploaded images and the seed's generated pictures, served with their real type.
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { notFound } from '../errors';
import { handled, route } from '../http/route';
import type { MockStore } from '../store';

/** Makes a generated picture for an id, or null when the id is not one of the generator's. */
export type ImageSource = (id: string) => { contentType: string; body: Buffer } | null;

export function fileRoutes(router: Router, store: MockStore, generated: ImageSource): void {
  route(router, store, endpoints.files.get, ({ res, str }) => {
    const id = str('id');
    const stored = store.files.get(id);
    const file = stored ? { contentType: stored.contentType, body: stored.data } : generated(id);
    if (!file) throw notFound('file');
    res.set({
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.length),
      'X-Content-Type-Options': 'nosniff',
      // An id names one content for ever (uploads get a fresh id), so it may be cached for a year.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Served files are pictures, never documents: nothing in them may run (SVG included).
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      // Any page may show them, sandboxed ones included: the order document is shown sandboxed (an
      // opaque origin, so no site is 'same-site' to it) and shows the logo. They are public pictures,
      // read by anyone without a token, so the embedding a stricter policy would refuse gives away nothing.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    res.status(200).end(file.body);
    return handled;
  });
}

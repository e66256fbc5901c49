// Memory held by an upload streaming through the proxy. Node copies each chunk of a request body out
// of the socket's read buffer; once the chunk is written on to the provider the copy is garbage, but
// V8 collects such memory (ArrayBuffer backing stores, outside its heap) only after about 64 MB of it
// has piled up. A 20 MB upload thus left about 20 MB in the process until some later collection.
// A minor collection (a scavenge of the young generation, under a millisecond here) every few
// megabytes of streamed body frees the chunks as they go, so an upload of any size holds a few MB.
import v8 from 'node:v8';
import vm from 'node:vm';

/** A minor collection, or nothing where the runtime offers none. */
export type Collect = () => void;

/** Streamed body bytes between two collections. */
export const RECLAIM_EVERY_BYTES = 4 * 1024 * 1024;

let collector: Collect | null | undefined;

/**
 * V8's collector, obtained once: the exposed `gc` when the process runs with --expose-gc, otherwise
 * by exposing it for one new context only (the flag is switched off again at once, so no other code
 * sees a `gc` global). Null where neither works; uploads then stream as before, only reclaimed later.
 */
export function minorCollector(): Collect | null {
  if (collector !== undefined) return collector;
  type Gc = (options?: { type: 'major' | 'minor' }) => void;
  let gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== 'function') {
    try {
      v8.setFlagsFromString('--expose-gc');
      gc = vm.runInNewContext('gc') as Gc | undefined;
    } catch {
      gc = undefined;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  const found = typeof gc === 'function' ? gc : null;
  collector = found ? () => found({ type: 'minor' }) : null;
  return collector;
}

/**
 * A counter for one streamed body: call it with each chunk's length; it runs `collect` each time
 * another `every` bytes have passed.
 */
export function reclaimer(collect: Collect | null, every = RECLAIM_EVERY_BYTES): (chunkLength: number) => void {
  if (!collect) return () => undefined;
  let since = 0;
  return (chunkLength) => {
    since += chunkLength;
    if (since < every) return;
    since = 0;
    collect();
  };
}

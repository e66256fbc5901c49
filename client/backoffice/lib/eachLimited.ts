// Many calls, a few at a time: a bulk save must not open hundreds of requests at once (a proxied
// provider allows an address CLIENT_MAX_CALLS under way), nor wait for each in turn.

/** Runs `work` on every item, at most `limit` at a time, in order of the list; a failure is the work's own to record. */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

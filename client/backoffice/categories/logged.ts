// Failures that are logged (docs/product.md §7.4): each category call logs its failure under its own name ('Add
// category error', 'Get categories error'...) before the store shows it; the failure goes on.

/** Runs a call, logging its failure as `label` and passing it on. */
export async function logged<T>(label: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    console.error(label, err);
    throw err;
  }
}

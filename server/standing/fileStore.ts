// The standing orders in one JSON file (STANDING_ORDERS_FILE), for a server without Redis: one instance
// owns the file. It is read once, at the first call; every change is written whole, atomically
// (write-file-atomic: a new file renamed over the old, so a crash leaves the old or the new, never half
// of one), one change at a time (processStore.ts). No file yet is no standing orders. A file that
// cannot be read as standing orders is logged and refused (503) until it can: it is never written
// over, so an operator can mend it or put a copy back.
import fs from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Logger } from 'pino';
import { isStandingOrder, type BuyerRecord } from './records';
import { ProcessStore, type Keeper } from './processStore';
import { StoreUnavailable } from './store';

/** The shape of the file's contents (its version, should it change). */
const VERSION = 1;

/** The buyers of a file's text, or why it is not a file of standing orders. */
export function recordsOfFile(text: string): BuyerRecord[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  const file = parsed as { version?: unknown; buyers?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.version !== VERSION || !Array.isArray(file.buyers))
    return `it is not a version ${VERSION} file of standing orders ({"version": ${VERSION}, "buyers": [...]})`;
  const at = file.buyers.findIndex((b) => !isBuyerRecord(b));
  if (at >= 0) return `its buyer ${at} is not a buyer with standing orders`;
  return file.buyers as BuyerRecord[];
}

function isBuyerRecord(value: unknown): value is BuyerRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(r.userId) &&
    Number.isSafeInteger(r.customerId) &&
    typeof r.email === 'string' &&
    Array.isArray(r.orders) &&
    r.orders.every(isStandingOrder)
  );
}

/** Reads and writes the file; says once when it cannot be read, and once when it can again. */
class FileKeeper implements Keeper {
  private refused = false;

  constructor(
    private readonly file: string,
    private readonly logger: Logger,
  ) {}

  async load(): Promise<BuyerRecord[]> {
    let text: string;
    try {
      text = await fs.readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return this.readWell([]);
      throw this.refuse(`it cannot be read (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`);
    }
    const records = recordsOfFile(text);
    if (typeof records === 'string') throw this.refuse(records);
    return this.readWell(records);
  }

  async save(records: BuyerRecord[]): Promise<void> {
    try {
      await fs.mkdir(path.dirname(this.file), { recursive: true });
      // Only the server reads it: a buyer's standing orders are theirs (mode 600).
      await writeFileAtomic(this.file, `${JSON.stringify({ version: VERSION, buyers: records })}\n`, { mode: 0o600 });
    } catch (err) {
      this.logger.error({ err: { message: (err as Error).message }, file: this.file }, 'standing orders: the file could not be written');
      throw new StoreUnavailable('the standing orders could not be kept');
    }
  }

  private readWell(records: BuyerRecord[]): BuyerRecord[] {
    if (this.refused) this.logger.info({ file: this.file }, 'standing orders: the file reads well again');
    this.refused = false;
    return records;
  }

  private refuse(why: string): StoreUnavailable {
    if (!this.refused)
      this.logger.error(
        { file: this.file },
        `standing orders: the file is refused, and left as it is, because ${why}; the standing-order calls answer 503 until it reads well`,
      );
    this.refused = true;
    return new StoreUnavailable('the standing orders cannot be read');
  }
}

/** The standing orders in the JSON file `file`, for this instance alone. */
export class FileStandingStore extends ProcessStore {
  constructor(file: string, logger: Logger, limit?: number) {
    super('file', new FileKeeper(file, logger), limit);
  }
}

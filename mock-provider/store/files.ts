// Uploaded files, in memory, with unguessable ids.
import { randomBytes } from 'node:crypto';
import type { Db } from './db';
import type { FileRecord } from './types';

/** The most uploaded bytes the mock keeps; the oldest files go first past it. */
export const MAX_STORED_BYTES = 200 * 1024 * 1024;

export class Files {
  private storedBytes = 0;

  constructor(
    private readonly db: Db,
    private readonly publicPath: string,
  ) {}

  /** Keeps a file and returns its root-relative URL (under the provider's public path, e.g. /api/files/abc). */
  put(data: Buffer, contentType: string): string {
    const id = randomBytes(12).toString('base64url');
    this.db.files.set(id, { id, contentType, data });
    this.storedBytes += data.length;
    for (const [oldId, file] of this.db.files) {
      if (this.storedBytes <= MAX_STORED_BYTES) break;
      this.db.files.delete(oldId);
      this.storedBytes -= file.data.length;
    }
    return `${this.publicPath}/files/${id}`;
  }

  /** A stored file, or undefined. */
  get(id: string): FileRecord | undefined {
    return this.db.files.get(id);
  }
}

// Uploaded images in the store (migration 0020-media): a row is written once every width is stored, so a row
// always has its objects; /media/{id} reads it to know the type and the widths it may serve.
import type { Kysely } from 'kysely';
import type { UploadPurpose } from '../../core/media/upload.ts';
import type { Database } from './database.types.ts';

export type MediaRecord = {
  id: string;
  ownerId: string;
  purpose: UploadPurpose;
  mimeType: string;
  /** Once auto-rotated: as it is shown. */
  width: number;
  height: number;
  /** The file as uploaded. */
  byteSize: number;
  /** The widths stored, ascending. */
  widths: number[];
  createdAt: Date;
};

export type MediaRepository = {
  add(record: MediaRecord): Promise<void>;
  find(id: string): Promise<MediaRecord | null>;
};

export function mediaRepository(db: Kysely<Database>): MediaRepository {
  return {
    async add(record) {
      await db.insertInto('media').values(record).execute();
    },
    async find(id) {
      const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, widths: row.widths.map(Number) } : null;
    },
  };
}

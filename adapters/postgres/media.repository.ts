// Uploaded images in the store (migration 0020-media): a row is written once every width is stored, so a row
// always has its objects; /media/{id} reads it to know the type and the widths it may serve.
import type { Kysely } from 'kysely';
import type { MediaRecord, MediaRepository } from '../../core/ports/media-repository.port.ts';
import type { Database } from './database.types.ts';

export type { MediaRecord, MediaRepository };

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

// Uploaded images' records (POST /_/upload writes one once every width is stored; GET /media/{id} reads it to
// know the type and the widths it may serve). The bytes themselves are behind media-storage.port.ts.
import type { UploadPurpose } from '../media/upload.ts';

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

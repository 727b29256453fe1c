// The MediaStorage port over S3-compatible object storage (AWS S3, MinIO, R2, …) with the official AWS SDK,
// used when QUIRE_S3_BUCKET is configured (adapters/server/config.ts). Objects are named by core's keys
// (`{id}/{width}`), optionally under a prefix. Checksums are sent and checked only when the service requires
// them: several S3-compatible stores refuse the SDK's newer default checksum headers.
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isMediaKey } from '../../core/media/media-id.ts';
import type { MediaStorage, StoredMedia } from '../../core/ports/media-storage.port.ts';

export type S3MediaConfig = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2 …); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role …) supplies credentials. */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Addresses objects as {endpoint}/{bucket}/{key} (most self-hosted stores) rather than {bucket}.{endpoint}. */
  forcePathStyle: boolean;
  /** Put every key under this folder of the bucket ('' for none). */
  prefix?: string;
};

const notFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3MediaStorage(config: S3MediaConfig, client?: S3Client): MediaStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const prefix = config.prefix ? `${config.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => {
    if (!isMediaKey(key)) throw new RangeError(`Not a media key: ${JSON.stringify(key)}`);
    return prefix + key;
  };
  return {
    async put(key, body, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: body, ContentType: contentType, ContentLength: body.byteLength }));
    },
    async get(key): Promise<StoredMedia | null> {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { body: await answer.Body.transformToByteArray(), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
}

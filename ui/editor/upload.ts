// Image upload for the editor (issue 15 "Images", the editing contract): POST /_/upload, multipart with one
// `image` field and the xsrf header the GraphQL client sends; 201 → { id, width, height, mimeType }; otherwise
// { error, message } (413 too large, 415 wrong type, 400, 401), whose message the editor shows as is.
// XMLHttpRequest rather than fetch: it reports upload progress.
import { XSRF_HEADER } from '../../adapters/graphql-client/batched-client.ts';

export type UploadedImage = { id: string; width: number; height: number; mimeType: string };
export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; message: string };

export const UPLOAD_FAILED_MESSAGE = 'The image could not be uploaded. Check your connection and try again.';
export const NOT_AN_IMAGE_MESSAGE = 'Only images can be added to a story (JPEG, PNG, GIF, WebP or AVIF).';

function parseAnswer(status: number, text: string): UploadResult {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 201 || status === 200) {
    const { id, width, height, mimeType } = record;
    if (typeof id === 'string' && typeof width === 'number' && typeof height === 'number')
      return { ok: true, image: { id, width, height, mimeType: typeof mimeType === 'string' ? mimeType : '' } };
    return { ok: false, message: UPLOAD_FAILED_MESSAGE };
  }
  if (typeof record.message === 'string' && record.message !== '') return { ok: false, message: record.message };
  if (status === 413) return { ok: false, message: 'The image is too large.' };
  if (status === 415) return { ok: false, message: NOT_AN_IMAGE_MESSAGE };
  return { ok: false, message: UPLOAD_FAILED_MESSAGE };
}

/** `search`: the upload's query ('?purpose=avatar&crop=…' for an avatar, issue 21); a story image by default. */
export function uploadImage(file: File, xsrf: string | null, onProgress: (fraction: number) => void, search = ''): Promise<UploadResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('image', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/_/upload${search}`);
    xhr.withCredentials = true;
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(parseAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_FAILED_MESSAGE });
    xhr.send(form);
  });
}

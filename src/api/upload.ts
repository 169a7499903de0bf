// One file sent to the API as multipart field `image` (the back office's image uploads), with
// the share sent so far (0–1). XHR rather than fetch: fetch cannot report upload progress.
// Failures are ApiErrors as the JSON client's are (413 image_too_large, 415 unsupported_image…).
import { API_BASE } from './client';
import { ApiError, errorFromBody } from './errors';
import { buildUrl } from './url';
import type { Query } from './url';

export function uploadImageFile<T>(
  path: string,
  query: Query,
  file: File,
  onProgress: (share: number) => void = () => undefined,
): Promise<T> {
  const url = buildUrl(API_BASE, path, query);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, message: 'Network error', method: 'POST', url }));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText === '' ? null : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const details = errorFromBody(body, xhr.status, xhr.statusText);
      reject(new ApiError({ status: xhr.status, method: 'POST', url, body, ...details }));
    };
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

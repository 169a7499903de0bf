// A cacheWillUpdate plugin keeping only 200 answers. Written here rather than importing
// workbox-cacheable-response, which is not a direct dependency of the project.
import type { WorkboxPlugin } from 'workbox-core/types';

export const onlyOk: WorkboxPlugin = {
  cacheWillUpdate: ({ response }) => Promise.resolve(response.status === 200 ? response : null),
};

// The product editor's photos on their way up: a photo chosen for a saved product is uploaded at
// once, one after another, with its progress; one chosen before the first save waits on this
// device (shown from an object URL) and goes up right after that save. A file refused here (not
// an image, too large) is skipped; an upload the server refuses stops the ones after it.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { uploadProductImage } from '../../../../api/admin-products';
import type { AdminProduct } from '../../../../api/admin-products';
import { MENU_LIMITS } from '../../../../domain/menu-rules';
import type { PendingImage, UploadProgress } from '../ImagesField';
import { localKey } from '../product-draft';
import type { Problem } from '../problems';
import { IMAGE_ERROR, checkFile } from './image-checks';

export function useImageUploads({
  latest,
  imageCount,
  onUploaded,
  onRefused,
}: {
  /** The product as last answered; null before its first save. */
  latest: RefObject<AdminProduct | null>;
  /** How many photos the draft has already. */
  imageCount: number;
  onUploaded: (before: AdminProduct, after: AdminProduct) => void;
  onRefused: (error: unknown) => void;
}) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [imageError, setImageError] = useState<Problem | null>(null);

  // Object URLs of waiting photos are released when they go.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => () => pendingRef.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  /** Uploads one photo to the saved product; the product as answered, or null when refused. */
  async function uploadOne(file: File): Promise<AdminProduct | null> {
    const before = latest.current;
    if (!before) return null;
    setUpload({ name: file.name, share: 0 });
    try {
      const after = await uploadProductImage(before.id, before.version, file, (share) =>
        setUpload({ name: file.name, share }),
      );
      latest.current = after;
      onUploaded(before, after);
      return after;
    } catch (error) {
      onRefused(error);
      return null;
    } finally {
      setUpload(null);
    }
  }

  async function chooseFiles(files: File[]) {
    setImageError(null);
    const room = MENU_LIMITS.imagesPerProduct - imageCount - pending.length;
    if (files.length > room) setImageError(IMAGE_ERROR.too_many_images ?? null);
    for (const file of files.slice(0, Math.max(0, room))) {
      const problem = checkFile(file);
      if (problem) {
        setImageError(problem);
        continue;
      }
      if (!latest.current) {
        const url = URL.createObjectURL(file);
        setPending((list) => [...list, { key: localKey(), file, url }]);
        continue;
      }
      const done = await uploadOne(file);
      if (!done) break;
    }
  }

  function removePending(key: string) {
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.key !== key);
    });
  }

  /** Uploads the photos that waited for the first save; false when one is refused. */
  async function uploadWaiting(): Promise<boolean> {
    const waiting = pendingRef.current;
    for (const image of waiting) {
      const done = await uploadOne(image.file);
      removePending(image.key);
      if (!done) return false;
    }
    return true;
  }

  return {
    pending,
    upload,
    imageError,
    setImageError,
    chooseFiles,
    removePending,
    uploadWaiting,
  };
}

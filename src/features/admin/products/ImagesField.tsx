// The product's photos: the first is the cover diners see. Uploads show their progress; a refused
// file (too big, not an image, one too many) is explained under the field. Photos chosen for a
// product not saved yet wait here and are uploaded right after the first save.
import { useId } from 'react';
import { MENU_LIMITS } from '../../../domain/menu-rules';
import { Icon } from '../../../ui/Icon';
import { ProductImage } from '../../products/ProductImage';
import { useAdminI18n } from '../admin-i18n';
import type { Problem } from './problems';

export interface PendingImage {
  key: string;
  file: File;
  /** An object URL for the thumbnail and the preview. */
  url: string;
}

export interface UploadProgress {
  name: string;
  /** 0–1 of the file sent. */
  share: number;
}

export function ImagesField({
  images,
  pending,
  upload,
  error,
  onFiles,
  onMove,
  onRemove,
  onRemovePending,
}: {
  images: readonly { image_url: string }[];
  pending: readonly PendingImage[];
  upload: UploadProgress | null;
  error: Problem | null;
  onFiles: (files: File[]) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  onRemovePending: (key: string) => void;
}) {
  const { t } = useAdminI18n();
  const base = useId();
  const count = images.length + pending.length;
  const full = count >= MENU_LIMITS.imagesPerProduct;
  const percent = upload ? Math.round(upload.share * 100) : 0;
  return (
    <fieldset className="a-editor__group" aria-busy={upload !== null}>
      <legend>{t('admin.products.images.title')}</legend>
      <p id={`${base}-hint`} className="a-muted a-field__hint">
        {t('admin.products.images.hint', { max: MENU_LIMITS.imagesPerProduct })}
      </p>
      {count === 0 ? <p className="a-muted">{t('admin.products.images.none')}</p> : null}
      <ol className="a-images">
        {images.map((image, index) => {
          const number = index + 1;
          return (
            <li key={image.image_url} className="a-image">
              <ProductImage
                url={image.image_url}
                size={150}
                alt={t('admin.products.images.alt', { number })}
                className="a-image__thumb"
              />
              {index === 0 ? (
                <span className="a-image__cover">{t('admin.products.images.cover')}</span>
              ) : null}
              <div className="a-image__actions">
                <button
                  type="button"
                  className="c-icon-button a-image__button"
                  onClick={() => onMove(index, -1)}
                  disabled={index === 0}
                  aria-label={t('admin.products.images.earlier', { number })}
                >
                  <Icon name="chevron" size={18} className="a-image__earlier" />
                </button>
                <button
                  type="button"
                  className="c-icon-button a-image__button"
                  onClick={() => onMove(index, 1)}
                  disabled={index === images.length - 1}
                  aria-label={t('admin.products.images.later', { number })}
                >
                  <Icon name="chevron" size={18} className="a-image__later" />
                </button>
                <button
                  type="button"
                  className="c-icon-button a-image__button"
                  onClick={() => onRemove(index)}
                  aria-label={t('admin.products.images.remove', { number })}
                >
                  <Icon name="trash" size={18} />
                </button>
              </div>
            </li>
          );
        })}
        {pending.map((image, index) => {
          const number = images.length + index + 1;
          return (
            <li key={image.key} className="a-image a-image--pending">
              <img
                className="a-image__thumb"
                src={image.url}
                alt={t('admin.products.images.alt', { number })}
                width={150}
                height={150}
              />
              <span className="a-image__cover">{t('admin.products.images.waiting')}</span>
              <div className="a-image__actions">
                <button
                  type="button"
                  className="c-icon-button a-image__button"
                  onClick={() => onRemovePending(image.key)}
                  aria-label={t('admin.products.images.remove', { number })}
                >
                  <Icon name="trash" size={18} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div role="status" className="a-images__status">
        {upload ? (
          <span className="a-upload">
            <progress
              max={100}
              value={percent}
              aria-label={t('admin.products.images.uploading', { name: upload.name })}
            />
            <span>
              {t('admin.products.images.progress', { name: upload.name, percent: String(percent) })}
            </span>
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${base}-error`} className="a-error" role="alert">
          {t(error.key, error.params)}
        </p>
      ) : null}
      {full ? (
        <p className="a-muted">{t('admin.products.images.full')}</p>
      ) : (
        <label className={`c-button c-button--secondary a-images__pick${upload ? ' is-busy' : ''}`}>
          <Icon name="image" size={20} />
          <span>{t('admin.products.images.add')}</span>
          <input
            type="file"
            className="c-visually-hidden"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            multiple
            disabled={upload !== null}
            aria-describedby={error ? `${base}-error ${base}-hint` : `${base}-hint`}
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
      )}
    </fieldset>
  );
}

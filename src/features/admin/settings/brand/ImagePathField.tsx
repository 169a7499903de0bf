// An image of the landing (a background or the logo): its address on this site, typed, or an
// uploaded file (POST /api/admin/settings/landing/images), which fills the address in. The upload
// changes nothing by itself: the owner saves the landing as usual.
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { uploadLandingImage } from '../../../../api/admin-brand-settings';
import type { LandingImageKind } from '../../../../api/admin-brand-settings';
import { isApiError } from '../../../../api/errors';
import { Button } from '../../../../ui/Button';
import { useAdminI18n } from '../../admin-i18n';
import { TextField } from './fields';

export type UploadProblem = 'tooLarge' | 'unsupported' | 'failed';

/** Why an upload failed, in the words the tab has for it; null when the session is gone. */
export function uploadProblem(error: unknown): UploadProblem | null {
  if (!isApiError(error)) return 'failed';
  if (error.status === 401) return null;
  if (error.status === 413 || error.code === 'image_too_large') return 'tooLarge';
  if (error.status === 415 || error.code === 'unsupported_image') return 'unsupported';
  return 'failed';
}

export function ImagePathField({
  kind,
  label,
  value,
  error,
  hint,
  onChange,
  onUploaded,
  onUnauthorized,
}: {
  kind: LandingImageKind;
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  onChange: (url: string) => void;
  /** The uploaded image's address, applied to the draft as it is when the upload ends. */
  onUploaded: (url: string) => void;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  const file = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [done, setDone] = useState(false);
  const uploadName = t('admin.brand.landing.upload.named', { field: label });

  async function upload(chosen: File) {
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      const image = await uploadLandingImage(kind, chosen);
      onUploaded(image.url);
      setDone(true);
    } catch (failure) {
      const found = uploadProblem(failure);
      if (found === null) onUnauthorized();
      else setProblem(found);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  }

  return (
    <div className="ab-image">
      <TextField
        label={label}
        value={value}
        dir="ltr"
        hint={hint}
        error={error}
        onChange={(url) => {
          setDone(false);
          onChange(url);
        }}
      />
      <div className="ab-image__upload">
        <input
          ref={file}
          type="file"
          accept="image/*"
          className="ab-image__file"
          tabIndex={-1}
          aria-label={uploadName}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) void upload(chosen);
          }}
        />
        <Button
          variant="secondary"
          busy={busy}
          aria-label={uploadName}
          aria-describedby={statusId}
          onClick={() => file.current?.click()}
        >
          {busy ? t('admin.brand.landing.upload.busy') : t('admin.brand.landing.upload.button')}
        </Button>
        <p id={statusId} className="a-muted ab-image__status" role="status">
          {busy
            ? t('admin.brand.landing.upload.busy')
            : done
              ? t('admin.brand.landing.upload.done')
              : ''}
        </p>
      </div>
      {problem ? (
        <p className="a-error ab-image__error" role="alert">
          {t(`admin.brand.landing.upload.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}

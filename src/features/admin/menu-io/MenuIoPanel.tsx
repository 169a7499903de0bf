// Menu import and export (docs/menu-format.md), in the menu section of the back office. Export
// downloads the whole menu as CSV or JSON. Import takes a file, has the server check it without
// writing (a dry run) and shows what it holds beside the menu it would replace, in a dialog the
// owner confirms; a refused file shows its problems in a table (row, column, problem) and nothing
// changes. Results are announced in the shared snackbar and in the panel's own live region. The
// menu an import replaced is kept, and MenuUndo offers to put it back.
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { downloadMenu, importMenu } from '../../../api/admin-menu-io';
import type {
  MenuFileFormat,
  MenuImportIssue,
  MenuImportSummary,
} from '../../../api/admin-menu-io';
import { isApiError } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { showSnackbar } from '../../../ui/Snackbar';
import { Spinner } from '../../../ui/Spinner';
import { useAdminI18n } from '../admin-i18n';
import { MenuCountsList } from './MenuCountsList';
import { MenuUndo } from './MenuUndo';
import {
  MAX_MENU_FILE_BYTES,
  chooseFile,
  importFailure,
  issueText,
  issuePlace,
} from './menu-io-state';
import type { ImportFailure } from './menu-io-state';
import './menu-io.css';

export interface MenuIoPanelProps {
  /** Called after a menu was imported, to load the page's menu again. */
  onImported?: () => void;
  /** Called when the owner session is gone (401). */
  onUnauthorized?: () => void;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'confirm'; file: File; format: MenuFileFormat; summary: MenuImportSummary }
  | { kind: 'report'; name: string; issues: MenuImportIssue[] }
  | { kind: 'error'; key: string; params?: Record<string, string | number> }
  | { kind: 'done'; summary: MenuImportSummary };

/** Saves a blob under `filename` through a temporary link. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** A header problem in the owner's language; any other as the server words it, in English. */
function IssueCell({ issue }: { issue: MenuImportIssue }) {
  const { t } = useAdminI18n();
  const own = issueText(issue);
  if (own) return <td>{t(own.key, own.params)}</td>;
  return (
    <td lang="en" dir="ltr">
      {issue.message}
    </td>
  );
}

function Report({ name, issues }: { name: string; issues: MenuImportIssue[] }) {
  const { t } = useAdminI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const captionId = useId();
  // A new report takes focus, so a keyboard or screen reader user lands on it.
  useEffect(() => headingRef.current?.focus(), [issues]);
  return (
    <div className="a-io__report">
      <h4 ref={headingRef} tabIndex={-1} role="alert" className="a-error">
        {t('admin.io.report.title', { name, count: issues.length })}
      </h4>
      <p className="a-muted">{t('admin.io.report.help')}</p>
      <div
        className="a-io__table-wrap"
        role="region"
        aria-labelledby={captionId}
        // Scrollable with the keyboard on a narrow screen.
        tabIndex={0}
      >
        <table className="a-io__table">
          <caption id={captionId}>{t('admin.io.report.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.io.report.row')}</th>
              <th scope="col">{t('admin.io.report.column')}</th>
              <th scope="col">{t('admin.io.report.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {issues.map((issue, index) => {
              const place = issuePlace(issue);
              return (
                <tr key={index}>
                  <td>{place.row || '–'}</td>
                  <td>
                    {place.column ? (
                      <code dir="ltr">{place.column}</code>
                    ) : (
                      t('admin.io.report.file')
                    )}
                  </td>
                  <IssueCell issue={issue} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function MenuIoPanel({ onImported, onUnauthorized }: MenuIoPanelProps) {
  const { t } = useAdminI18n();
  const headingId = useId();
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState<MenuFileFormat | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [importing, setImporting] = useState(false);
  // Bumped by each import, so the undo block reads the kept menu again.
  const [imports, setImports] = useState(0);

  const failed = (failure: ImportFailure, name: string): Step => {
    switch (failure.kind) {
      case 'unauthorized':
        onUnauthorized?.();
        return { kind: 'idle' };
      case 'report':
        return { kind: 'report', name, issues: failure.issues };
      case 'tooLarge':
        return { kind: 'error', key: 'admin.io.errors.tooLarge', params: { size: '2 MB' } };
      case 'offline':
        return { kind: 'error', key: 'admin.io.errors.offline' };
      case 'failed':
        return { kind: 'error', key: 'admin.io.errors.checkFailed' };
    }
  };

  async function exportAs(format: MenuFileFormat) {
    setExporting(format);
    try {
      const { blob, filename } = await downloadMenu(format);
      save(blob, filename);
      showSnackbar(t('admin.io.exported', { name: filename }), 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 401) onUnauthorized?.();
      else showSnackbar(t('admin.io.errors.exportFailed'), 'error');
    } finally {
      setExporting(null);
    }
  }

  async function check(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (!file) return;
    const choice = chooseFile(file);
    if (!choice.ok) {
      const key = {
        type: 'admin.io.errors.type',
        size: 'admin.io.errors.tooLarge',
        empty: 'admin.io.errors.empty',
      }[choice.reason];
      setStep({ kind: 'error', key, params: { size: `${MAX_MENU_FILE_BYTES / 1024 / 1024} MB` } });
      return;
    }
    setStep({ kind: 'checking', name: file.name });
    try {
      const summary = await importMenu(file, choice.format, true);
      setStep({ kind: 'confirm', file, format: choice.format, summary });
    } catch (error) {
      setStep(failed(importFailure(error), file.name));
    }
  }

  async function confirm() {
    if (step.kind !== 'confirm' || importing) return;
    setImporting(true);
    try {
      const summary = await importMenu(step.file, step.format, false);
      setStep({ kind: 'done', summary });
      setImports((n) => n + 1);
      showSnackbar(t('admin.io.imported'), 'success');
      onImported?.();
    } catch (error) {
      setStep(failed(importFailure(error), step.file.name));
    } finally {
      setImporting(false);
    }
  }

  const cancel = () => {
    if (!importing) setStep({ kind: 'idle' });
  };

  return (
    <section className="a-io" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('admin.io.title')}</h3>
      <p className="a-muted">{t('admin.io.intro')}</p>

      <div className="a-io__block">
        <h4>{t('admin.io.exportHeading')}</h4>
        <div className="a-io__buttons">
          <Button
            variant="secondary"
            busy={exporting === 'csv'}
            disabled={exporting !== null}
            onClick={() => void exportAs('csv')}
          >
            {t('admin.io.exportCsv')}
          </Button>
          <Button
            variant="secondary"
            busy={exporting === 'json'}
            disabled={exporting !== null}
            onClick={() => void exportAs('json')}
          >
            {t('admin.io.exportJson')}
          </Button>
        </div>
      </div>

      <div className="a-io__block">
        <h4>{t('admin.io.importHeading')}</h4>
        <label htmlFor={inputId} className="a-io__label">
          {t('admin.io.chooseFile')}
        </label>
        <input
          ref={input}
          id={inputId}
          className="a-io__file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={helpId}
          disabled={step.kind === 'checking' || importing}
          onChange={(event) => void check(event)}
        />
        <p id={helpId} className="a-muted a-io__help">
          {t('admin.io.importHelp')}
        </p>
        <div aria-live="polite" className="a-io__status">
          {step.kind === 'checking' ? (
            <p className="a-io__checking">
              <Spinner size={20} />
              {t('admin.io.checking', { name: step.name })}
            </p>
          ) : step.kind === 'done' ? (
            <div className="a-io__done">
              <p>{t('admin.io.importedText')}</p>
              <MenuCountsList counts={step.summary.counts} label={t('admin.io.newMenu')} />
            </div>
          ) : null}
        </div>
        {step.kind === 'error' ? (
          <p className="a-error" role="alert">
            {t(step.key, step.params)}
          </p>
        ) : null}
        {step.kind === 'report' ? <Report name={step.name} issues={step.issues} /> : null}
      </div>

      <MenuUndo
        generation={imports}
        onUndone={() => {
          setStep({ kind: 'idle' });
          onImported?.();
        }}
        onUnauthorized={onUnauthorized}
      />

      <Modal
        open={step.kind === 'confirm'}
        onClose={cancel}
        persistent={importing}
        title={t('admin.io.confirm.title')}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={cancel} disabled={importing}>
              {t('admin.io.confirm.cancel')}
            </Button>
            <Button busy={importing} onClick={() => void confirm()}>
              {t('admin.io.confirm.replace')}
            </Button>
          </div>
        }
      >
        {step.kind === 'confirm' ? (
          <div className="a-io__confirm">
            <p className="a-dialog-text">{t('admin.io.confirm.text', { name: step.file.name })}</p>
            <h3 className="a-io__subtitle">{t('admin.io.newMenu')}</h3>
            <MenuCountsList counts={step.summary.counts} label={t('admin.io.newMenu')} />
            <h3 className="a-io__subtitle">{t('admin.io.currentMenu')}</h3>
            <MenuCountsList counts={step.summary.replaced} label={t('admin.io.currentMenu')} />
            <p className="a-notice">{t('admin.io.confirm.warning')}</p>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}

// One settings section of the brand tabs (issue [11/13]): load { version, value }, keep a draft,
// check it with the domain schema the server uses, save it with the version, and remember why a
// save failed: the fields to fix, a 409 conflict with the values saved meanwhile (offered to
// load), or no answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Struct } from 'superstruct';
import type { Versioned } from '../../../../api/admin-brand-settings';
import { fieldProblems } from '../../../../domain/brand-schemas';
import { failureOf, isVersioned } from './save-outcome';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'invalid' | 'conflict' | 'failed';

export interface Section<T> {
  draft: T | null;
  version: number;
  loadFailed: boolean;
  status: SaveStatus;
  /** Field path ('layout.title.text_color') → the server's or schema's message. */
  errors: Record<string, string>;
  /** The section as someone else saved it, after a 409. */
  conflict: Versioned<T> | null;
  /** Bumped when the draft is replaced from the server (a load), so forms can reset. */
  revision: number;
  edit: (next: T) => void;
  reload: () => void;
  loadCurrent: () => void;
  save: () => Promise<void>;
}

export function useSection<T, S>(options: {
  load: () => Promise<Versioned<T>>;
  save: (body: Versioned<T>) => Promise<Versioned<T>>;
  schema: Struct<T, S>;
  onUnauthorized: () => void;
}): Section<T> {
  const { load, save: send, schema } = options;
  const [draft, setDraft] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Versioned<T> | null>(null);
  const [revision, setRevision] = useState(0);
  const unauthorized = useRef(options.onUnauthorized);
  useEffect(() => {
    unauthorized.current = options.onUnauthorized;
  });

  const take = useCallback((section: Versioned<T>) => {
    setDraft(section.value);
    setVersion(section.version);
    setErrors({});
    setConflict(null);
    setRevision((r) => r + 1);
  }, []);

  const reload = useCallback(() => {
    setLoadFailed(false);
    load().then(
      (section) => {
        take(section);
        setStatus('idle');
      },
      (error: unknown) => {
        if (failureOf(error, isVersioned).kind === 'unauthorized') unauthorized.current();
        else setLoadFailed(true);
      },
    );
  }, [load, take]);

  useEffect(() => {
    reload();
  }, [reload]);

  const edit = useCallback((next: T) => {
    setDraft(next);
    setStatus((s) => (s === 'saved' ? 'idle' : s));
  }, []);

  const loadCurrent = useCallback(() => {
    if (conflict) {
      take(conflict);
      setStatus('idle');
    } else reload();
  }, [conflict, reload, take]);

  const save = useCallback(async () => {
    if (draft === null) return;
    const checked = fieldProblems(draft, schema);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus('invalid');
      return;
    }
    setStatus('saving');
    setErrors({});
    try {
      const saved = await send({ version, value: checked.value });
      take(saved);
      setStatus('saved');
    } catch (error) {
      const failure = failureOf(error, (v): v is Versioned<T> => isVersioned(v), 'value.');
      if (failure.kind === 'unauthorized') unauthorized.current();
      else if (failure.kind === 'conflict') {
        setConflict(failure.current);
        setStatus('conflict');
      } else if (failure.kind === 'invalid') {
        setErrors(failure.errors);
        setStatus('invalid');
      } else setStatus('failed');
    }
  }, [draft, schema, send, take, version]);

  return {
    draft,
    version,
    loadFailed,
    status,
    errors,
    conflict,
    revision,
    edit,
    reload,
    loadCurrent,
    save,
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after a change the draft is saved while the author keeps typing. */
export const AUTOSAVE_MS = 4000;

export type SaveState = 'saved' | 'dirty' | 'saving' | 'error';

/**
 * Saves the draft AUTOSAVE_MS after the first unsaved change, once more when the page is left
 * (the editor is never cached, so leaving unmounts it), and asks the browser to warn before a
 * reload or close drops unsaved work. `save` reads the latest values itself (refs), so a timer
 * never saves stale fields; saves never overlap.
 */
export function useAutosave(save: () => Promise<void>, enabled: boolean) {
  const [state, setState] = useState<SaveState>('saved');
  /** Why the last save failed (the server's words), shown beside the state. */
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = useRef(false);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  const enabledRef = useRef(enabled);
  useEffect(() => {
    saveRef.current = save;
    enabledRef.current = enabled;
  });

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    if (!dirty.current || !enabledRef.current) return;
    dirty.current = false;
    setState('saving');
    running.current = saveRef.current().then(
      () => {
        setFailure(null);
        setState(dirty.current ? 'dirty' : 'saved');
      },
      (error: unknown) => {
        dirty.current = true;
        setFailure((error as Error).message || null);
        setState('error');
        throw error;
      },
    );
    try {
      await running.current;
    } finally {
      running.current = null;
    }
  }, []);

  const touch = useCallback(() => {
    dirty.current = true;
    setState('dirty');
    if (!timer.current) timer.current = setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_MS);
  }, [flush]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the page (another tab or menu item): the last changes are saved, not dropped.
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (dirty.current && enabledRef.current) void saveRef.current().catch(() => undefined);
    };
  }, []);

  return { state, failure, touch, flush, isDirty: () => dirty.current };
}

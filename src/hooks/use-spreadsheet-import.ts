import { useState } from 'react';

/** Where a chosen file is: not chosen, being checked, refused (the server's or the size's words), or checked with its result. */
export type ImportPreview<R> = { status: 'idle' } | { status: 'checking' } | { status: 'failed'; message: string } | { status: 'ready'; file: File; result: R };

/**
 * The two steps of a spreadsheet import dialog (prices, devices): a chosen file is checked by the
 * server (`send(file, false)`: every row and problem, nothing written) unless it is over `maxBytes`;
 * `confirm` sends the same file again to write it (`send(file, true)`) and resolves with the
 * answer, or with undefined when refused (the refusal is then the preview's message).
 */
export function useSpreadsheetImport<R>({ maxBytes, tooLarge, send }: { maxBytes: number; tooLarge: () => string; send: (file: File, confirm: boolean) => Promise<R> }) {
  const [preview, setPreview] = useState<ImportPreview<R>>({ status: 'idle' });
  const [saving, setSaving] = useState(false);

  const check = async (file: File) => {
    if (file.size > maxBytes) {
      setPreview({ status: 'failed', message: tooLarge() });
      return;
    }
    setPreview({ status: 'checking' });
    try {
      setPreview({ status: 'ready', file, result: await send(file, false) });
    } catch (error) {
      setPreview({ status: 'failed', message: (error as Error).message });
    }
  };

  const confirm = async (): Promise<R | undefined> => {
    if (preview.status !== 'ready') return undefined;
    setSaving(true);
    try {
      return await send(preview.file, true);
    } catch (error) {
      setPreview({ status: 'failed', message: (error as Error).message });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  return { preview, saving, check, confirm, reset: () => setPreview({ status: 'idle' }) };
}

import { Button } from 'antd';
import type { CrudWord } from './crud-words';

/** Switches a list between its live rows and its recycle bin. */
export function RecycleBinToggle({ deleted, onChange, word, testId }: { deleted: boolean; onChange(deleted: boolean): void; word: CrudWord; testId: string }) {
  return (
    <Button onClick={() => onChange(!deleted)} data-testid={testId}>
      {word(deleted ? 'showLive' : 'showBin')}
    </Button>
  );
}

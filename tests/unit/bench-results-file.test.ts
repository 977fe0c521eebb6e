import { describe, expect, it } from 'vitest';
import { replaceSection } from '../../bench/results-file';

const FILE = '# Benchmark results\n\n## API (bench:api)\n\nold api\n\n## UI (bench:ui)\n\nold ui\n';

describe('replaceSection', () => {
  it('replaces a middle section up to the next heading and keeps the others', () => {
    expect(replaceSection(FILE, '## API (bench:api)', '## API (bench:api)\n\nnew api\n')).toBe(
      '# Benchmark results\n\n## API (bench:api)\n\nnew api\n\n## UI (bench:ui)\n\nold ui\n',
    );
  });

  it('replaces the last section to the end of the file', () => {
    expect(replaceSection(FILE, '## UI (bench:ui)', '## UI (bench:ui)\n\nnew ui')).toBe(
      '# Benchmark results\n\n## API (bench:api)\n\nold api\n\n## UI (bench:ui)\n\nnew ui\n',
    );
  });

  it('appends a section the file does not have yet', () => {
    expect(replaceSection(FILE, '## Map (bench:map)', '## Map (bench:map)\n\nmap')).toBe(`${FILE}\n## Map (bench:map)\n\nmap\n`);
  });
});

import { describe, expect, it } from 'vitest';
import { drawtextLiteral, fileInput, filterOptionValue, networkInput } from './ffmpeg-input';

describe('ffmpeg input', () => {
  it('escapes a filter option value for the option parser, then for the graph parser', () => {
    expect(filterOptionValue('/usr/share/fonts/Mono.ttf')).toBe('/usr/share/fonts/Mono.ttf');
    expect(filterOptionValue('a:b')).toBe('a\\\\:b');
    expect(filterOptionValue("it's")).toBe("it\\\\\\'s");
    expect(filterOptionValue('a,b;c[d]')).toBe('a\\,b\\;c\\[d\\]');
    expect(filterOptionValue('a\\b')).toBe('a\\\\\\\\b');
    expect(filterOptionValue(' a\n')).toBe('\\\\\\ a\\\\\\\n');
  });

  it('writes drawtext text as written: no %{function}, no escapes, no line breaks', () => {
    expect(drawtextLiteral('SIM000001')).toBe('SIM000001');
    expect(drawtextLiteral('A%{eif:1:d}\\B')).toBe('A\\%{eif:1:d}\\\\B');
    expect(drawtextLiteral('A\nB\u0000C')).toBe('A B C');
  });

  it('opens local files as files and camera platforms over http(s) only', () => {
    expect(fileInput('/data/hls/-x:y/index.m3u8')).toBe('file:/data/hls/-x:y/index.m3u8');
    expect(() => fileInput('concat:a|b')).toThrow();
    expect(() => fileInput('-i')).toThrow();
    expect(networkInput('https://open.ys7.com/live/1.m3u8')).toBe('https://open.ys7.com/live/1.m3u8');
    for (const url of ['file:/etc/passwd', 'concat:a|b', '-f', 'subfile,,start,0,end,9,,:/etc/passwd']) expect(() => networkInput(url), url).toThrow();
  });
});

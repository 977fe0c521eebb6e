import { describe, expect, it } from 'vitest';
import { findRegistration, registrationBytes, withoutHeartbeats } from './dtu-packets';

const known = new Map([['DTU-0001', 'device A'], ['0A0B0C', 'device B']]);
const resolve = (registration: string) => known.get(registration);

describe('a DTU first chunk', () => {
  it('names its device alone, with a line end, or glued to the heartbeats that followed it', () => {
    for (const text of ['DTU-0001', 'DTU-0001\r\n', 'DTU-0001DTU-0001', 'DTU-0001\r\nDTU-0001\r\n', 'DTU-0001DTU-0001DTU-0001']) {
      expect(findRegistration(Buffer.from(text, 'latin1'), 'ascii', resolve), text).toEqual({ registration: 'DTU-0001', target: 'device A' });
    }
    expect(findRegistration(Buffer.from([0x0a, 0x0b, 0x0c, 0x0a, 0x0b, 0x0c]), 'hex', resolve)).toEqual({ registration: '0A0B0C', target: 'device B' });
  });

  it('names nothing when the packet is unknown or only part of a known one', () => {
    for (const text of ['DTU-0002', 'DTU-000', 'DTU-0001X', 'XDTU-0001']) expect(findRegistration(Buffer.from(text), 'ascii', resolve), text).toBeUndefined();
  });
});

describe('heartbeats glued to an answer', () => {
  const packet = registrationBytes('DTU-0001', 'ascii');
  const answer = Buffer.from([0x00, 0x01, 0x00, 0x00, 0x00, 0x05, 0x01, 0x03, 0x02, 0x00, 0x48]);

  it('are cut from the front and the back, line ends with them', () => {
    const glued = Buffer.concat([packet, Buffer.from('\r\n'), packet, answer, packet, Buffer.from('\n')]);
    expect(withoutHeartbeats(glued, packet)).toEqual(answer);
    expect(withoutHeartbeats(answer, packet)).toEqual(answer);
  });

  it('leave nothing of a chunk of heartbeats only', () => {
    expect(withoutHeartbeats(Buffer.concat([packet, packet, Buffer.from('\r\n')]), packet)).toHaveLength(0);
  });
});

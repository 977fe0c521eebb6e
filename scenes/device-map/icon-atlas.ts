import { DEVICE_TYPES } from './device-buffers';

const SIZE = 64;
const R = SIZE / 2 - 4;

export interface IconAtlas {
  /** PNG data URL of the atlas (deck.gl loads it like any image URL). */
  url: string;
  mapping: Record<string, { x: number; y: number; width: number; height: number; mask: boolean; anchorY: number }>;
}

type Path = (ctx: CanvasRenderingContext2D) => void;

function polygon(sides: number, rotation = -Math.PI / 2): Path {
  return (ctx) => {
    for (let i = 0; i < sides; i++) {
      const a = rotation + (i * 2 * Math.PI) / sides;
      const x = SIZE / 2 + R * Math.cos(a);
      const y = SIZE / 2 + R * Math.sin(a);
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
  };
}

const circle: Path = (ctx) => ctx.arc(SIZE / 2, SIZE / 2, R, 0, Math.PI * 2);
const drop: Path = (ctx) => {
  ctx.moveTo(SIZE / 2, 3);
  ctx.bezierCurveTo(SIZE / 2 + R, SIZE / 2, SIZE / 2 + R, SIZE - 4, SIZE / 2, SIZE - 4);
  ctx.bezierCurveTo(SIZE / 2 - R, SIZE - 4, SIZE / 2 - R, SIZE / 2, SIZE / 2, 3);
};
const star: Path = (ctx) => {
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? R : R * 0.5;
    ctx.lineTo(SIZE / 2 + r * Math.cos(a), SIZE / 2 + r * Math.sin(a));
  }
  ctx.closePath();
};

/** One outline per type code: water quality a drop, weather a triangle, smoke a star, water level a hexagon... */
const SHAPES: Record<(typeof DEVICE_TYPES)[number], Path> = {
  AW: drop,
  ET: polygon(3),
  EX: polygon(4, 0),
  T: polygon(4, Math.PI / 4),
  AG: polygon(5),
  EYZ: star,
  ES: polygon(8, Math.PI / 8),
  PTP: polygon(6, 0),
  EWL: polygon(6),
  other: circle,
};

/**
 * Draws the device icon atlas on a canvas at runtime (no image files to ship): one mask icon per
 * type, a filled shape with a hole, so deck.gl tints it with the status colour.
 */
export function drawIconAtlas(): IconAtlas {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE * DEVICE_TYPES.length;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d')!;
  const mapping: IconAtlas['mapping'] = {};
  DEVICE_TYPES.forEach((type, i) => {
    ctx.save();
    ctx.translate(i * SIZE, 0);
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    SHAPES[type](ctx);
    ctx.fill();
    // The hole makes a status colour read as an icon rather than a blob.
    ctx.globalCompositeOperation = 'destination-out';
    ctx.beginPath();
    ctx.arc(SIZE / 2, SIZE / 2 + (type === 'AW' ? 8 : type === 'ET' ? 6 : 0), R * 0.32, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    mapping[type] = { x: i * SIZE, y: 0, width: SIZE, height: SIZE, mask: true, anchorY: SIZE / 2 };
  });
  return { url: canvas.toDataURL('image/png'), mapping };
}

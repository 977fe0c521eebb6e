import type { InsectBox } from '../../../../api/insects';

/**
 * A trap picture with the detected insects boxed. The boxes are in the picture's own pixels, so
 * the overlay's viewBox is the picture size and it scales with the image.
 */
export function PictureBoxes({ src, width, height, boxes, alt }: { src: string; width: number; height: number; boxes: readonly InsectBox[]; alt: string }) {
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: `${width} / ${height}`, background: '#eee' }} data-testid="insect-picture">
      <img src={src} alt={alt} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} data-testid="insect-boxes">
        {boxes.map((b, i) => (
          <g key={i} data-n={b.n}>
            <rect x={b.x - 2} y={b.y - 2} width={b.w + 4} height={b.h + 4} fill="none" stroke="#f5222d" strokeWidth={Math.max(2, width / 640)} />
            {b.n > 1 && (
              <text x={b.x + b.w + 4} y={b.y + 4} fill="#f5222d" fontSize={Math.max(14, width / 80)} fontWeight="bold">
                {b.n}
              </text>
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}

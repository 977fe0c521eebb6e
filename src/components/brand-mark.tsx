/** The platform's mark: a water drop over a signal arc, drawn inline so no image is fetched. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable="false">
      <defs>
        <linearGradient id="brand-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#36cfc9" />
          <stop offset="1" stopColor="#1677ff" />
        </linearGradient>
      </defs>
      <path d="M24 6c7 9 12 15.5 12 22a12 12 0 0 1-24 0c0-6.5 5-13 12-22z" fill="url(#brand-mark-fill)" />
      <path d="M17 29a7 7 0 0 0 14 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="29" r="2.5" fill="#fff" />
    </svg>
  );
}

/**
 * The login backdrop: layered water lines and a sensor grid drawn inline (no fonts or images are
 * fetched), over the CSS gradient of the page.
 */
export function LoginArt() {
  return (
    <svg className="login-art" viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice" aria-hidden focusable="false">
      <defs>
        <pattern id="login-grid" width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0v48" fill="none" stroke="rgba(255,255,255,0.06)" strokeWidth="1" />
        </pattern>
        <linearGradient id="login-wave" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="rgba(54,207,201,0.35)" />
          <stop offset="1" stopColor="rgba(22,119,255,0.05)" />
        </linearGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#login-grid)" />
      <path d="M0 640c160-40 320-40 480 0s320 40 480 0 320-40 480 0v260H0z" fill="url(#login-wave)" />
      <path d="M0 700c160-30 320-30 480 0s320 30 480 0 320-30 480 0v200H0z" fill="rgba(22,119,255,0.18)" />
      <g fill="none" stroke="rgba(255,255,255,0.25)" strokeWidth="2">
        <circle cx="1180" cy="200" r="40" />
        <circle cx="1180" cy="200" r="80" opacity="0.6" />
        <circle cx="1180" cy="200" r="120" opacity="0.3" />
      </g>
      <g fill="#36cfc9">
        <circle cx="260" cy="180" r="4" />
        <circle cx="420" cy="120" r="3" />
        <circle cx="1020" cy="420" r="4" />
        <circle cx="1300" cy="520" r="3" />
        <circle cx="1180" cy="200" r="6" />
      </g>
      <path d="M260 180L420 120M1020 420L1180 200L1300 520" stroke="rgba(54,207,201,0.35)" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

/**
 * The login backdrop: layered water lines and a sensor grid (public/login-art.svg, served by the
 * console itself), over the CSS gradient of the page. An image rather than inline SVG in the
 * script: /login's script has a budget, and the picture need not be in it.
 */
export function LoginArt() {
  return <img className="login-art" src="/login-art.svg" alt="" aria-hidden draggable={false} />;
}

import { preloadRootMargin } from './lazy-load-policy';

type Callback = () => void;

let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, Callback>();

/**
 * One IntersectionObserver for every lazy image on the page (hundreds of thumbnails cost one
 * observer, not hundreds). The callback runs once, when the element comes within the preload area.
 */
export function observeOnce(element: Element, onVisible: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: preloadRootMargin() },
  );
  callbacks.set(element, onVisible);
  observer.observe(element);
  return () => unobserve(element);
}

function unobserve(element: Element): void {
  if (!callbacks.delete(element)) return;
  observer?.unobserve(element);
  if (callbacks.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

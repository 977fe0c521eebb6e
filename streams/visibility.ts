import { Observable, defer, distinctUntilChanged, fromEvent, map, of, shareReplay, startWith } from 'rxjs';

function documentVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

/**
 * Whether the page is visible: emits the current value on subscribe and on every
 * `visibilitychange`. Outside a browser (tests, server rendering) it is always `true`.
 * Streams take it as a dependency, so tests hand in their own observable instead.
 */
export const visibility$: Observable<boolean> =
  typeof document === 'undefined'
    ? of(true)
    : defer(() => fromEvent(document, 'visibilitychange').pipe(map(documentVisible), startWith(documentVisible()))).pipe(
        distinctUntilChanged(),
        shareReplay({ bufferSize: 1, refCount: true }),
      );

/**
 * jsdom stubs Mantine needs (matchMedia, ResizeObserver, scrolling) and Testing Library cleanup.
 * Web tests that render import this file first (`// @vitest-environment jsdom` on top).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for what the user would see; on a busy 2-core machine a lazy chunk or a
// validator can take seconds to arrive, so they wait up to 10 s (a pass is as fast as before).
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}

// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
}

window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

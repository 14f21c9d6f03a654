// Component tests: jest-dom matchers, a clean DOM and storage between tests, and a stray console.error fails the test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy and waitFor wait up to 5 s, not 1: a lazily loaded part (the date picker, a menu) takes longer than a second
// to import while the server's suite runs on the other core (seen failing under that load, passing alone).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no ResizeObserver; the date picker's time list watches its own height with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom lays nothing out, so it has no scrollIntoView (a saved corte's confirmation scrolls into view on a phone).
Element.prototype.scrollIntoView ??= () => {};

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0)
    throw new Error(`console.error durante la prueba: ${String(consoleErrors[0])}`);
});

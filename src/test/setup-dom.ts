import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import './css-escape';

// findBy and waitFor wait for an outcome and return as soon as it is there; their limit matters only when it never
// comes. One generous limit here keeps a busy machine from failing a test that would pass: a whole-app render is
// many times slower with the stress run and two test commands sharing two cores (docs/performance.md, "Test limits").
// It stays below the test's own limit.
configure({ asyncUtilTimeout: 120_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no layout; the router's scroll restoration only needs the call to exist.
window.scrollTo = () => {};

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's code is loaded lazily: on a busy 2-core machine (the whole suite at once) the first
// render can take more than the default second. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom draws nothing and says so on the console for every canvas; charts then keep to their
// tables, which is what the tests read.
HTMLCanvasElement.prototype.getContext = (() =>
  null) as typeof HTMLCanvasElement.prototype.getContext;

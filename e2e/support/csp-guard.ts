import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

// Any Content-Security-Policy violation fails the journey that caused it, whatever else it checks.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

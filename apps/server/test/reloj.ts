// A test file's own moment: its "today", "this month" and "N days ago" are the same whatever moment the suite runs
// at (docs/reloj.md). JavaScript's clock is pinned and runs on from there; the embedded database's SQL clock reads it
// too. A PostgreSQL server keeps its own clock, so only files that run on the embedded database alone pin it
// (SOLO_EMBEBIDA in motores.ts, which the PostgreSQL pass leaves out).
import { afterAll, vi } from 'vitest';

/**
 * 20:00 on 31 December in Mexico City, already 1 January in UTC: a date taken in UTC instead of the business
 * zone lands in another day, month and year. Later than every fixed date the tests treat as past.
 */
const MOMENTO_FIJO = '2026-12-31T20:00:00-06:00';

/** Pins the clock for the rest of the file: call it before building the app and signing in. */
export function fijarReloj() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(MOMENTO_FIJO) });
  afterAll(() => {
    vi.useRealTimers();
  });
}

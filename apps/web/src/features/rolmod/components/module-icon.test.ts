import { describe, expect, it } from 'vitest';
import { iconClass } from './module-icon.tsx';

describe('iconClass', () => {
  it.each([
    ['bi-people', 'bi bi-people'],
    ['people', 'bi bi-people'],
    ['bi bi-house', 'bi bi-house'],
    ['  bi-cart ', 'bi bi-cart'],
  ])('%s → %s', (icono, expected) => {
    expect(iconClass(icono)).toBe(expected);
  });
});

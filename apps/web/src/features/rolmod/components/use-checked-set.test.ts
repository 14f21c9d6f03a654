import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCheckedSet } from './use-checked-set.ts';

describe('useCheckedSet', () => {
  it('starts from the server links and follows the user toggles', () => {
    const { result } = renderHook(({ owner, linked }) => useCheckedSet(owner, linked), {
      initialProps: { owner: 1, linked: [3, 5] as number[] | undefined },
    });
    expect([...result.current.selected].sort()).toEqual([3, 5]);
    act(() => result.current.toggle(4, true));
    act(() => result.current.toggle(3, false));
    expect([...result.current.selected].sort()).toEqual([4, 5]);
  });

  it('drops the edit when the owner changes, and after clear', () => {
    const { result, rerender } = renderHook(({ owner, linked }) => useCheckedSet(owner, linked), {
      initialProps: { owner: 1, linked: [3] as number[] | undefined },
    });
    act(() => result.current.toggle(9, true));
    rerender({ owner: 2, linked: [7] });
    expect([...result.current.selected]).toEqual([7]);
    act(() => result.current.toggle(8, true));
    act(() => result.current.clear());
    expect([...result.current.selected]).toEqual([7]);
  });

  it('is empty while the links load', () => {
    const { result } = renderHook(() => useCheckedSet(1, undefined));
    expect(result.current.selected.size).toBe(0);
  });
});

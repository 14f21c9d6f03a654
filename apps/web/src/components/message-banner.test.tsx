import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_MS, MessageBanner } from './message-banner.tsx';

afterEach(() => vi.useRealTimers());

describe('MessageBanner', () => {
  it('shows its message and hides itself after 10 seconds', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(<MessageBanner message="Guardado." onHide={onHide} />);
    expect(screen.getByRole('status')).toHaveTextContent('Guardado.');
    act(() => vi.advanceTimersByTime(BANNER_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onHide).toHaveBeenCalledOnce();
    expect(BANNER_MS).toBe(10_000);
  });
});

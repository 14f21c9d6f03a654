import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampPage, Pager } from './pager.tsx';

describe('Pager', () => {
  it("disables 'Anterior' on page 1 and 'Siguiente' on the last page", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<Pager page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows numbered pages around the current one with the first and the last', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={5} pageCount={10} onPageChange={onPageChange} />);
    const numeros = screen.getAllByRole('button', { name: /^Página/ }).map((b) => b.textContent);
    expect(numeros).toEqual(['1', '4', '5', '6', '10']);
    await userEvent.click(screen.getByRole('button', { name: 'Página 10' }));
    expect(onPageChange).toHaveBeenCalledWith(10);
  });
});

describe('clampPage', () => {
  it('never leaves 1..count', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(5, 4)).toBe(1);
    expect(clampPage(3, 4)).toBe(3);
  });
});

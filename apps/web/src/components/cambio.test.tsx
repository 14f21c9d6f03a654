import { mensajes } from '@aguavend/contract/messages';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cambio, CambioPorcentaje, cambioDe, sentidoDe, tonoDe } from './cambio.tsx';

const ui = mensajes.inicio;

describe('the change against the previous period', () => {
  it('is a whole percent of the previous value, up or down', () => {
    expect(cambioDe(112, 100)).toEqual({ sentido: 'sube', porcentaje: 12 });
    expect(cambioDe(97, 100)).toEqual({ sentido: 'baja', porcentaje: 3 });
    expect(cambioDe(1000.5, 1000)).toEqual({ sentido: 'igual', porcentaje: 0 });
    expect(cambioDe(300, 100)).toEqual({ sentido: 'sube', porcentaje: 200 });
    expect(cambioDe(0, 250)).toEqual({ sentido: 'baja', porcentaje: 100 });
  });

  it('has no percentage when the previous period had nothing', () => {
    expect(cambioDe(500, 0)).toEqual({ sentido: 'sinComparacion', porcentaje: null });
    expect(cambioDe(0, 0)).toEqual({ sentido: 'sinComparacion', porcentaje: null });
  });

  it('reads a smaller loss as a rise (net below zero)', () => {
    expect(cambioDe(-50, -100)).toEqual({ sentido: 'sube', porcentaje: 50 });
    expect(cambioDe(50, -100)).toEqual({ sentido: 'sube', porcentaje: 150 });
    expect(cambioDe(-150, -100)).toEqual({ sentido: 'baja', porcentaje: 50 });
  });

  it('is green when it is good news and red when it is bad, expenses the other way round', () => {
    expect(tonoDe('sube', true)).toBe('success');
    expect(tonoDe('baja', true)).toBe('danger');
    expect(tonoDe('sube', false)).toBe('danger');
    expect(tonoDe('baja', false)).toBe('success');
    expect(tonoDe('igual', true)).toBe('secondary');
    expect(tonoDe('sinComparacion', false)).toBe('secondary');
  });

  it('shows ▲ 12 % in green for a rise and ▼ 3 % in red for a drop, and tells screen readers which', () => {
    const { container, rerender } = render(<Cambio actual={112} anterior={100} />);
    const badge = container.querySelector('.av-cambio');
    expect(badge).toHaveTextContent(`▲ 12 % ${ui.sube}`);
    expect(badge).toHaveClass('bg-success-subtle', 'text-success-emphasis');
    rerender(<Cambio actual={97} anterior={100} />);
    expect(container.querySelector('.av-cambio')).toHaveTextContent(`▼ 3 % ${ui.baja}`);
    expect(container.querySelector('.av-cambio')).toHaveClass('bg-danger-subtle', 'text-danger-emphasis');
  });

  it('colours a rise of expenses red and a drop green', () => {
    const { container, rerender } = render(<Cambio actual={112} anterior={100} subirEsBueno={false} />);
    expect(container.querySelector('.av-cambio')).toHaveClass('text-danger-emphasis');
    rerender(<Cambio actual={97} anterior={100} subirEsBueno={false} />);
    expect(container.querySelector('.av-cambio')).toHaveClass('text-success-emphasis');
  });

  it('shows — without a percentage when the previous period was 0', () => {
    const { container } = render(<Cambio actual={500} anterior={0} />);
    const span = container.querySelector('.av-cambio');
    expect(span).toHaveTextContent(`— ${ui.sinComparacion}`);
    expect(span).not.toHaveTextContent('%');
    expect(span).toHaveClass('text-secondary');
  });
});

describe('a change the server gives as a signed percentage (a report row)', () => {
  it('goes up, down, nowhere, or has nothing to compare with', () => {
    expect(sentidoDe(12.5)).toBe('sube');
    expect(sentidoDe(-0.1)).toBe('baja');
    expect(sentidoDe(0)).toBe('igual');
    expect(sentidoDe(null)).toBe('sinComparacion');
  });

  it('shows its one decimal: ▲ 12.5 % in green, ▼ 3 % in red, = 0 % in grey, — without a percentage', () => {
    const { container, rerender } = render(<CambioPorcentaje porcentaje={12.5} />);
    const badge = () => container.querySelector('.av-cambio');
    expect(badge()).toHaveTextContent(`▲ 12.5 % ${ui.sube}`);
    expect(badge()).toHaveAttribute('data-tono', 'success');
    rerender(<CambioPorcentaje porcentaje={-3} />);
    expect(badge()).toHaveTextContent(`▼ 3 % ${ui.baja}`);
    expect(badge()).toHaveAttribute('data-tono', 'danger');
    rerender(<CambioPorcentaje porcentaje={0} />);
    expect(badge()).toHaveTextContent(`= 0 % ${ui.igual}`);
    expect(badge()).toHaveAttribute('data-tono', 'secondary');
    rerender(<CambioPorcentaje porcentaje={null} />);
    expect(badge()).toHaveTextContent(`— ${ui.sinComparacion}`);
    expect(badge()).not.toHaveTextContent('%');
  });
});

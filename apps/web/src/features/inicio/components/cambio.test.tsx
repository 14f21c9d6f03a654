import { mensajes } from '@aguavend/contract/messages';
import type { ResumenNegocio } from '@aguavend/contract/negocio';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Cambio, cambioDe, tonoDe } from './cambio.tsx';
import { CifrasNegocio } from './cifras-negocio.tsx';

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

describe('the figures of the period', () => {
  const resumen: ResumenNegocio = {
    desde: '2026-11-01',
    hasta: '2026-11-24',
    anterior_desde: '2026-10-08',
    anterior_hasta: '2026-10-31',
    actual: { ventas: 1120, unidades: 40, numero_ventas: 20, ticket_promedio: 56, egresos: 330, neto: 790 },
    anterior: { ventas: 1000, unidades: 40, numero_ventas: 25, ticket_promedio: 40, egresos: 300, neto: 700 },
  };

  it('shows each figure with its change, the previous figure and the previous period in dd/mm/aaaa', () => {
    render(<CifrasNegocio resumen={resumen} />);
    const tarjeta = (titulo: string) =>
      screen.getByRole('heading', { name: titulo }).closest('.card') as HTMLElement;
    expect(screen.getByTestId('cifra-ventas')).toHaveTextContent('$ 1,120.00 MXN');
    expect(within(tarjeta(ui.ventas)).getByText('▲')).toBeInTheDocument();
    expect(tarjeta(ui.ventas).querySelector('.av-cambio')).toHaveClass('text-success-emphasis');
    expect(tarjeta(ui.ventas)).toHaveTextContent('12 %');
    expect(screen.getByTestId('anterior-ventas')).toHaveTextContent('Antes: $ 1,000.00 MXN');
    expect(tarjeta(ui.ventas)).toHaveTextContent('Periodo anterior: 08/10/2026 – 31/10/2026');
    // Expenses rose 10 %: bad news, red.
    expect(tarjeta(ui.egresos).querySelector('.av-cambio')).toHaveClass('text-danger-emphasis');
    expect(tarjeta(ui.egresos)).toHaveTextContent('▲ 10 %');
    // Fewer sales: red; the same units: grey.
    expect(tarjeta(ui.numeroVentas).querySelector('.av-cambio')).toHaveClass('text-danger-emphasis');
    expect(tarjeta(ui.numeroVentas)).toHaveTextContent('▼ 20 %');
    expect(screen.getByTestId('cifra-unidades')).toHaveTextContent('40');
    expect(tarjeta(ui.unidades).querySelector('.av-cambio')).toHaveClass('text-secondary-emphasis');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      ui.ventas,
      ui.unidades,
      ui.numeroVentas,
      ui.ticketPromedio,
      ui.egresos,
      ui.neto,
    ]);
  });
});

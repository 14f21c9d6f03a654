import { mensajes } from '@aguavend/contract/messages';
import type { ResumenNegocio } from '@aguavend/contract/negocio';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CIFRAS, CifrasNegocio } from './cifras-negocio.tsx';

const ui = mensajes.inicio;

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

  it('before the figures arrive, stands the same six cards with grey bars, busy and announced as loading', () => {
    const { container } = render(<CifrasNegocio />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(CIFRAS.map((c) => c.titulo));
    expect(screen.getByRole('status')).toHaveTextContent(mensajes.general.cargando);
    expect(screen.getByRole('list', { name: ui.cifras })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('.card .placeholder > .invisible')).toHaveLength(CIFRAS.length * 3);
    expect(screen.queryByTestId('cifra-ventas')).toBeNull();
  });
});

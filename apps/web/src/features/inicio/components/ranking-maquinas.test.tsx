import { mensajes } from '@aguavend/contract/messages';
import type { MaquinaNegocioFila } from '@aguavend/contract/negocio';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ordenar, PRIMERAS, RankingMaquinas } from './ranking-maquinas.tsx';

const ui = mensajes.inicio;

const maquina = (id_maquina: number, nombre: string, extra: Partial<MaquinaNegocioFila> = {}) => ({
  id_maquina,
  nombre,
  estatus: 'ACTIVA',
  unidades: 10,
  numero_ventas: 5,
  ventas: 1000 - id_maquina * 10,
  ventas_anterior: 500,
  ultima_venta: '2026-11-24',
  dias_sin_venta: 0,
  alerta: false,
  ...extra,
});

/** The server's order: best seller first. */
const filas: MaquinaNegocioFila[] = [
  maquina(1, 'Máquina Centro', { ventas: 1200, ventas_anterior: 1000 }),
  maquina(2, 'Máquina Plaza Sur', { ventas: 900, ventas_anterior: 1000, dias_sin_venta: 5, alerta: true }),
  maquina(3, 'Máquina Bodega', {
    estatus: 'INACTIVA',
    ventas: 0,
    ventas_anterior: 0,
    ultima_venta: null,
    dias_sin_venta: null,
  }),
];

const nombres = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('button').textContent);

describe('RankingMaquinas', () => {
  it('marks inactive machines, the days without a sale and their alert', () => {
    render(<RankingMaquinas maquinas={filas} onMaquina={() => {}} />);
    const rows = screen.getAllByRole('row');
    const [centro, plaza, bodega] = [rows[1]!, rows[2]!, rows[3]!];
    expect(within(bodega).getByText(ui.inactiva)).toBeInTheDocument();
    expect(within(centro).queryByText(ui.inactiva)).not.toBeInTheDocument();
    expect(within(bodega).getByText(ui.nuncaVendio)).toBeInTheDocument();
    expect(within(plaza).getByText(ui.alerta)).toHaveTextContent(`${ui.alerta}: ${ui.alertaDias(5)}`);
    expect(within(centro).queryByText(ui.alerta)).not.toBeInTheDocument();
    expect(within(centro).getByText('$ 1,200.00 MXN')).toBeInTheDocument();
    expect(centro).toHaveTextContent('▲ 20 %');
    expect(plaza).toHaveTextContent('▼ 10 %');
  });

  it("opens a machine's panel from its row", async () => {
    const onMaquina = vi.fn();
    render(<RankingMaquinas maquinas={filas} onMaquina={onMaquina} />);
    await userEvent.click(screen.getByRole('button', { name: 'Máquina Plaza Sur' }));
    expect(onMaquina).toHaveBeenCalledWith(2);
  });

  it('sorts by a header: sales from the least, days without a sale from the most', async () => {
    render(<RankingMaquinas maquinas={filas} onMaquina={() => {}} />);
    expect(nombres()).toEqual(['Máquina Centro', 'Máquina Plaza Sur', 'Máquina Bodega']);
    await userEvent.click(screen.getByRole('button', { name: ui.colVentas }));
    expect(screen.getByRole('columnheader', { name: ui.colVentas })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(nombres()).toEqual(['Máquina Bodega', 'Máquina Plaza Sur', 'Máquina Centro']);
    await userEvent.click(screen.getByRole('button', { name: ui.colDiasSinVenta }));
    expect(nombres()).toEqual(['Máquina Bodega', 'Máquina Plaza Sur', 'Máquina Centro']);
    await userEvent.click(screen.getByRole('button', { name: ui.colCambio }));
    expect(nombres()).toEqual(['Máquina Centro', 'Máquina Plaza Sur', 'Máquina Bodega']);
  });

  it('shows the first ten until all are asked for', async () => {
    const muchas = Array.from({ length: 14 }, (_, i) => maquina(i + 1, `Máquina ${i + 1}`));
    render(<RankingMaquinas maquinas={muchas} onMaquina={() => {}} />);
    expect(screen.getAllByRole('row')).toHaveLength(PRIMERAS + 1);
    await userEvent.click(screen.getByRole('button', { name: ui.verTodas(14) }));
    expect(screen.getAllByRole('row')).toHaveLength(15);
    // Sorted from the least, the last ten come first: the worst sellers.
    await userEvent.click(screen.getByRole('button', { name: ui.verMenos }));
    await userEvent.click(screen.getByRole('button', { name: ui.colVentas }));
    expect(nombres()[0]).toBe('Máquina 14');
  });

  it('keeps the server order among equals', () => {
    const iguales = [maquina(5, 'B', { ventas: 10 }), maquina(6, 'A', { ventas: 10 })];
    expect(ordenar(iguales, { campo: 'ventas', desc: true }).map((m) => m.nombre)).toEqual(['B', 'A']);
    expect(ordenar(iguales, { campo: 'nombre', desc: false }).map((m) => m.nombre)).toEqual(['A', 'B']);
  });
});

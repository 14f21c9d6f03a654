import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { confirmAction } from '../lib/notify.ts';
import { okResponse } from '../test/respuestas.ts';
import { useListState } from './list/use-list-state.ts';
import { type Column, RecordsCard, RowActions } from './records-card.tsx';

vi.mock('../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => false),
}));

describe('RowActions', () => {
  it('asks before deleting with the question that names the record, and deletes only on yes', async () => {
    const onDelete = vi.fn(async () => {});
    const pregunta = '¿Eliminar la venta #4657 de Máquina Centro por $ 75.00?';
    render(<RowActions id={4657} confirmDelete={pregunta} onEdit={() => {}} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar 4657' }));
    expect(confirmAction).toHaveBeenCalledWith(pregunta, 'Eliminar');
    expect(onDelete).not.toHaveBeenCalled();
    vi.mocked(confirmAction).mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar 4657' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('offers only edit where records cannot be deleted, and only restore in the deleted view', async () => {
    const { unmount } = render(<RowActions id={3} onEdit={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Editar 3']);
    unmount();
    render(<RowActions id={3} onEdit={() => {}} onDelete={async () => {}} onRestore={async () => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Restaurar']);
  });
});

type Fila = { id: number; nombre: string; monto: number };
const columnas: Column<Fila>[] = [
  { header: 'ID', cell: (f) => f.id, sort: 'id' },
  { header: 'Nombre', cell: (f) => f.nombre },
  {
    header: 'Monto',
    cell: (f) => `$ ${f.monto}`,
    sort: 'monto',
    total: { key: 'monto', format: (n) => `$ ${n}` },
  },
];

/** The card over a fixed answer, with the URL it keeps shown beside it. */
function Lista({ total = 35 }: { total?: number }) {
  const list = useListState();
  const location = useLocation();
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <RecordsCard<Fila>
        title="Ventas"
        list={list}
        tabs={['Activas', 'Eliminadas']}
        notice={null}
        onNoticeHide={() => {}}
        hint={null}
        query={{
          data: { resultados: [{ id: 11, nombre: 'Peña', monto: 40 }], total, totales: { monto: 1234.5 } },
          isLoading: false,
          isError: false,
          isFetching: false,
          refetch: () => {},
        }}
        columns={columnas}
        rowKey={(f) => f.id}
      />
    </>
  );
}

const url = () => screen.getByLabelText('url').textContent;
const abrir = (inicial = '/') => {
  // The printed page's header asks for the business's identity; none saved here.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse([]));
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[inicial]}>
        <Lista />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('RecordsCard', () => {
  it('sorts by a header: ascending, descending, then the list order, and says so to screen readers', async () => {
    abrir('/?pagina=3');
    const monto = () => screen.getByRole('columnheader', { name: /Monto/ });
    expect(monto()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Monto/ }));
    expect(url()).toBe('?orden=monto');
    expect(monto()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Monto/ }));
    expect(url()).toBe('?orden=-monto');
    expect(monto()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Monto/ }));
    expect(url()).toBe('');
    // A column the server cannot sort has a plain header.
    expect(screen.queryByRole('button', { name: 'Nombre' })).toBeNull();
  });

  it('shows which rows these are, the totals of all of them, and labels each cell for the phone layout', () => {
    abrir('/?pagina=2&por_pagina=25');
    expect(screen.getByText('Mostrando 26–35 de 35')).toBeInTheDocument();
    const totales = screen.getByRole('row', { name: /Totales/ });
    expect(totales).toHaveTextContent('$ 1234.5');
    expect(screen.getByText('Peña').closest('td')).toHaveAttribute('data-label', 'Nombre');
  });

  it('keeps page size, search and period in the URL, each going back to page 1', async () => {
    abrir('/?pagina=2');
    await userEvent.selectOptions(screen.getByLabelText('Por página'), '50');
    expect(url()).toBe('?por_pagina=50');
    await userEvent.type(screen.getByLabelText('Buscar'), 'peña');
    await waitFor(() => expect(url()).toBe('?por_pagina=50&buscar=pe%C3%B1a'));
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Personalizado');
    expect(url()).toContain('periodo=personalizado');
    expect(screen.getByLabelText('Desde')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Periodo'), 'Todo');
    expect(url()).not.toContain('periodo');
    await userEvent.click(screen.getByText('Eliminadas'));
    expect(url()).toContain('vista=eliminados');
  });
});

/** The list state of the last render, and the URL it keeps. */
let estado: ReturnType<typeof useListState> | undefined;
function Sonda() {
  estado = useListState();
  return <output aria-label="url">{useLocation().search}</output>;
}

describe('useListState', () => {
  it('keeps both ends of a custom range when they are set before the page renders again', () => {
    render(
      <MemoryRouter initialEntries={['/?periodo=personalizado']}>
        <Sonda />
      </MemoryRouter>,
    );
    // Both changes from one render's state, as when the two dates are typed in quick succession.
    const mismo = estado;
    act(() => {
      mismo?.setRango({ desde: '2026-03-01' });
      mismo?.setRango({ hasta: '2026-03-02' });
    });
    expect(url()).toBe('?periodo=personalizado&desde=2026-03-01&hasta=2026-03-02');
    expect(estado?.consulta).toMatchObject({ desde: '2026-03-01', hasta: '2026-03-02' });
  });
});

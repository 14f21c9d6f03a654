import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { okResponse } from '../../../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../../../test/tokens.ts';
import { RegistroDialog } from './registro-dialog.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => true),
}));

const ui = mensajes.uiSanitario;
const m = mensajes.sanitario;

const RANGOS = {
  entrada: { cloro_min: 0.2, cloro_max: 1.5, ph_min: 6.5, ph_max: 8.5, sdt_max: 1000 },
  producto: { cloro_min: null, cloro_max: 0.5, ph_min: 6.5, ph_max: 8.5, sdt_max: 500 },
};

const enviados: { url: string; body: unknown }[] = [];

beforeEach(() => {
  enviados.length = 0;
  saveSession(usuarioJson('ADMIN'), fakeToken(3600));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const body = init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : {};
    switch (String(url)) {
      case '/maquina':
        return okResponse([
          { id_maquina: 1, nombre: 'Máquina Centro', estatus: 'ACTIVA' },
          { id_maquina: 2, nombre: 'Máquina Norte', estatus: 'INACTIVA' },
        ]);
      case '/registro-sanitario/maquina':
        return okResponse([
          {
            id_maquina: 1,
            maquina: 'Máquina Centro',
            tienda: null,
            consumibles: [
              {
                id_consumible: 7,
                id_maquina: 1,
                nombre: 'Filtro de sedimentos',
                vida_litros: 20000,
                vida_dias: 90,
                instalado: '2026-10-01',
                lectura_instalacion: 0,
                dias_usados: 55,
                litros_usados: 9000,
                porcentaje: 61,
                vencido: false,
              },
            ],
            tareas: [],
            lecturas: [],
            rangos: RANGOS,
          },
        ]);
      case '/registro-sanitario/new':
        enviados.push({ url: String(url), body });
        return okResponse([{ id_registro: 41, ...body }]);
      case '/registro-sanitario/adjunto/new':
        enviados.push({ url: String(url), body });
        return okResponse([{ id_adjunto: 3, id_registro: 41, nombre: 'informe.pdf' }]);
      default:
        return okResponse([]);
    }
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderDialog(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RegistroDialog inicial={{ id_maquina: 1 }} onCancel={() => {}} onSaved={onSaved} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { dialog: within(screen.getByRole('dialog')), onSaved };
}

const tipo = (d: ReturnType<typeof within>) => d.getByLabelText(ui.tipo);

describe('RegistroDialog', () => {
  it('shows the fields of the kind chosen, and only those', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await dialog.findByRole('option', { name: 'Máquina Norte (Inactiva)' });
    // A cleaning by default.
    expect(dialog.getByLabelText(ui.sustancia)).toBeInTheDocument();
    expect(dialog.getByLabelText(ui.concentracion)).toBeInTheDocument();
    expect(dialog.queryByLabelText(ui.cloro)).toBeNull();

    await user.selectOptions(tipo(dialog), 'LECTURA');
    expect(dialog.queryByLabelText(ui.sustancia)).toBeNull();
    expect(dialog.getByRole('group', { name: ui.punto })).toBeInTheDocument();
    for (const l of [ui.cloro, ui.ph, ui.sdt]) expect(dialog.getByLabelText(l)).toBeInTheDocument();

    await user.selectOptions(tipo(dialog), 'ANALISIS');
    expect(dialog.queryByLabelText(ui.cloro)).toBeNull();
    expect(dialog.getByLabelText(ui.laboratorio)).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: ui.resultado })).toBeInTheDocument();
    expect(dialog.getByLabelText(ui.informe)).toHaveAttribute('type', 'file');

    await user.selectOptions(tipo(dialog), 'REEMPLAZO');
    expect(dialog.queryByLabelText(ui.laboratorio)).toBeNull();
    expect(dialog.queryByLabelText(ui.informe)).toBeNull();
    expect(await dialog.findByRole('option', { name: 'Filtro de sedimentos' })).toBeInTheDocument();
    expect(dialog.getByLabelText(ui.lecturaMedidor)).toBeInTheDocument();
  });

  it("shows the chosen point's range under each reading field", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.selectOptions(tipo(dialog), 'LECTURA');
    // No point yet: no range to show.
    expect(dialog.queryByText(/^Rango de/)).toBeNull();
    await user.click(dialog.getByLabelText('Entrada'));
    expect(await dialog.findByText('Rango de entrada: 0.2 – 1.5')).toBeInTheDocument();
    expect(dialog.getByText('Rango de entrada: 6.5 – 8.5')).toBeInTheDocument();
    expect(dialog.getByText('Rango de entrada: hasta 1,000')).toBeInTheDocument();
    expect(dialog.getByLabelText(ui.cloro)).toHaveAccessibleDescription('Rango de entrada: 0.2 – 1.5');
    // The product's chlorine has no minimum.
    await user.click(dialog.getByLabelText('Producto'));
    expect(dialog.getByLabelText(ui.cloro)).toHaveAccessibleDescription('Rango de producto: hasta 0.5');
    expect(dialog.getByLabelText(ui.sdt)).toHaveAccessibleDescription('Rango de producto: hasta 500');
  });

  it("checks the kind's fields with the contract and sends only them", async () => {
    // 23:30 on 31 March in Mexico City, already 1 April in UTC: the default is the business's day, whatever the moment.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-01T05:30:00Z'));
    const user = userEvent.setup();
    const { dialog, onSaved } = renderDialog();
    await dialog.findByRole('option', { name: 'Máquina Centro' });
    await user.type(dialog.getByLabelText(ui.responsable), 'Ana López');
    await user.type(dialog.getByLabelText(ui.sustancia), 'Hipoclorito de sodio');
    await user.selectOptions(tipo(dialog), 'LECTURA');
    await user.click(dialog.getByRole('button', { name: mensajes.ui.guardarCambios }));
    expect(await dialog.findByText(m.puntoRequerido)).toBeInTheDocument();
    expect(dialog.getByText(m.lecturaVacia)).toBeInTheDocument();
    expect(enviados).toEqual([]);

    await user.click(dialog.getByLabelText('Entrada'));
    await user.type(dialog.getByLabelText(ui.cloro), '0.1');
    await user.type(dialog.getByLabelText(ui.ph), '7.2');
    await user.click(dialog.getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ui.guardada));
    expect(enviados).toEqual([
      {
        url: '/registro-sanitario/new',
        body: {
          id_maquina: 1,
          tipo: 'LECTURA',
          fecha: '2026-03-31',
          responsable: 'Ana López',
          // The cleaning's substance typed before the kind changed stays behind.
          sustancia: null,
          concentracion: null,
          punto: 'ENTRADA',
          cloro: 0.1,
          ph: 7.2,
          sdt: null,
          laboratorio: null,
          resultado: null,
          id_consumible: null,
          lectura_medidor: null,
          notas: null,
        },
      },
    ]);
  });

  it("uploads an analysis' report to the entry once it is saved", async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = renderDialog();
    await dialog.findByRole('option', { name: 'Máquina Centro' });
    await user.selectOptions(tipo(dialog), 'ANALISIS');
    await user.type(dialog.getByLabelText(ui.responsable), 'Ana López');
    await user.type(dialog.getByLabelText(ui.laboratorio), 'Laboratorio Peninsular');
    await user.click(dialog.getByLabelText('Conforme'));
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'informe.pdf', { type: 'application/pdf' });
    await user.upload(dialog.getByLabelText(ui.informe), pdf);
    await user.click(dialog.getByRole('button', { name: mensajes.ui.guardarCambios }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ui.guardada));
    expect(enviados.map((e) => e.url)).toEqual([
      '/registro-sanitario/new',
      '/registro-sanitario/adjunto/new',
    ]);
    const form = enviados[1]?.body as FormData;
    expect(form.get('id_registro')).toBe('41');
    expect((form.get('archivo') as File).name).toBe('informe.pdf');
  });
});

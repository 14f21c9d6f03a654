import { CAMPOS_CONVENIO, NOMBRES_TIPOS_CONVENIO, TIPOS_CONVENIO } from '@aguavend/contract/convenios';
import { mensajes } from '@aguavend/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { jsonResponse, okResponse } from '../../../test/respuestas.ts';
import { ConvenioDialog } from './convenio-dialog.tsx';

const m = mensajes.convenios;
const ui = m.ui;

/** Each amount's field label, by the contract's field name. */
const ETIQUETAS: Record<string, string> = {
  porcentaje: ui.porcentaje,
  base_iva: ui.baseIva,
  monto_unidad: ui.montoUnidad,
  productos: ui.productos,
  monto_litro: ui.montoLitro,
  renta: ui.renta,
};

let posted: unknown[];
let answer: () => Response;
beforeEach(() => {
  posted = [];
  answer = () => okResponse([{ id_convenio: 9 }]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/producto'))
      return okResponse([
        { id_producto: 1, nombre: 'Garrafón 20 L', precio: 35, stock: 0, litros_por_unidad: 20, tasa_iva: 0 },
        { id_producto: 2, nombre: 'Botella 1 L', precio: 10, stock: 5, litros_por_unidad: 1, tasa_iva: 0.16 },
      ]);
    posted.push(JSON.parse(String(init?.body)));
    return answer();
  });
});

function setup() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={qc}>
      <ConvenioDialog id_tienda={7} onCancel={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSaved };
}

const guardar = () => screen.getByRole('button', { name: mensajes.ui.guardarCambios });
const campo = (label: string) => screen.queryByText(label, { selector: 'label, legend' });

describe('ConvenioDialog', () => {
  it('asks only for the amounts of the chosen type, and the minimum for every type', async () => {
    const { user } = setup();
    for (const label of Object.values(ETIQUETAS)) expect(campo(label)).toBeNull();
    expect(campo(ui.minimo)).toBeNull();
    for (const tipo of TIPOS_CONVENIO) {
      await user.selectOptions(screen.getByLabelText(ui.tipo), NOMBRES_TIPOS_CONVENIO[tipo]);
      for (const [nombre, label] of Object.entries(ETIQUETAS)) {
        if (CAMPOS_CONVENIO[tipo].includes(nombre)) expect(campo(label), `${tipo} ${nombre}`).not.toBeNull();
        else expect(campo(label), `${tipo} ${nombre}`).toBeNull();
      }
      expect(campo(ui.minimo)).not.toBeNull();
    }
  });

  it('sends rent plus percentage with its base and a minimum, and nothing of the other types', async () => {
    const { user, onSaved } = setup();
    // An amount typed for another type is cleared when the type changes.
    await user.selectOptions(screen.getByLabelText(ui.tipo), NOMBRES_TIPOS_CONVENIO.POR_LITRO);
    await user.type(screen.getByLabelText(ui.montoLitro), '0.25');
    await user.selectOptions(screen.getByLabelText(ui.tipo), NOMBRES_TIPOS_CONVENIO.MIXTO);
    await user.type(screen.getByLabelText(ui.renta), '1500');
    await user.type(screen.getByLabelText(ui.porcentaje), '5.5');
    await user.click(screen.getByLabelText('Ventas sin IVA'));
    await user.type(screen.getByLabelText(ui.minimo), '2000');
    await user.type(screen.getByLabelText(ui.notas), 'Firmado en noviembre');
    await user.click(guardar());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(m.registrado));
    expect(posted).toHaveLength(1);
    const body = posted[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      id_tienda: 7,
      tipo: 'MIXTO',
      desde: hoyEnNegocio(),
      hasta: null,
      renta: 1500,
      porcentaje: 5.5,
      base_iva: 'SIN_IVA',
      minimo: 2000,
      notas: 'Firmado en noviembre',
    });
    // The amounts of the other types are left out (null or absent), as the schema asks.
    for (const k of ['monto_unidad', 'monto_litro']) expect(body[k] ?? null, k).toBeNull();
    expect(body.productos ?? []).toEqual([]);
  });

  it('a percentage starts on sales with IVA; per unit needs its products; nothing is sent while invalid', async () => {
    const { user } = setup();
    await user.click(guardar());
    expect(await screen.findByText(m.tipoInvalido)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(ui.tipo), NOMBRES_TIPOS_CONVENIO.PORCENTAJE);
    expect(screen.getByLabelText('Ventas con IVA')).toBeChecked();
    await user.type(screen.getByLabelText(ui.porcentaje), '120');
    await user.click(guardar());
    expect(await screen.findByText(m.porcentajeInvalido)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(ui.tipo), NOMBRES_TIPOS_CONVENIO.POR_UNIDAD);
    await user.type(screen.getByLabelText(ui.montoUnidad), '2.5');
    await user.click(guardar());
    expect(await screen.findByText(m.productosRequeridos)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(screen.getByLabelText('Garrafón 20 L'));
    await user.click(guardar());
    await waitFor(() => expect(posted).toHaveLength(1));
    const body = posted[0] as Record<string, unknown>;
    expect(body).toMatchObject({ tipo: 'POR_UNIDAD', monto_unidad: 2.5, productos: [1] });
    for (const k of ['porcentaje', 'base_iva', 'monto_litro', 'renta']) expect(body[k] ?? null, k).toBeNull();
  });

  it("shows the server's refusal inside the dialog, which stays open", async () => {
    const text = mensajes.estadosCuenta.mesCerrado('2026-10');
    answer = () => jsonResponse({ valid: false, resultados: [], mensaje_user: text, message: text }, 409);
    const { user, onSaved } = setup();
    await user.selectOptions(screen.getByLabelText(ui.tipo), NOMBRES_TIPOS_CONVENIO.RENTA_FIJA);
    await user.type(screen.getByLabelText(ui.renta), '800');
    await user.click(guardar());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

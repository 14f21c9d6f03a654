// A machine's price per liter in the catalog: the one in force and, when an ADMIN has set one, the price that starts
// at the machine's next corte (decision 041: a price changes only at a corte). The ADMIN sets or takes it back here.
import { type Maquina, MaquinaPrecioSiguienteSchema } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { formatTasa } from '../../../lib/format.ts';
import { runWithNotice, successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCatalogoWrite } from '../api/catalogos.ts';

const ui = mensajes.uiCatalogos;
const uc = mensajes.uiCortes;

function PrecioSiguienteDialogo({ maquina, onDone }: { maquina: Maquina; onDone: () => void }) {
  const fijar = useCatalogoWrite('/maquina/precio/siguiente', 'maquinas');
  const form = useContractForm(MaquinaPrecioSiguienteSchema, {
    defaultValues: {
      id_maquina: maquina.id_maquina,
      // Empty, not undefined: react-hook-form's reset leaves an input as it is for an undefined value.
      precio_litro_siguiente: maquina.precio_litro_siguiente ?? ('' as unknown as number),
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await fijar.mutateAsync(body);
      await notify(successNotice(mensajes.catalogos.precioSiguienteFijado));
      onDone();
    },
  });
  return (
    <FormDialog form={form} onCancel={onDone} title={ui.precioSiguienteTitulo(maquina.nombre)}>
      <p className="small text-body-secondary">
        {ui.precioVigente(maquina.precio_litro === null ? '—' : formatTasa(maquina.precio_litro))}
      </p>
      <Field
        form={form}
        name="precio_litro_siguiente"
        label={ui.precioSiguiente}
        help={ui.precioSiguienteAyuda}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.0001"
        prefix="$"
      />
    </FormDialog>
  );
}

/** The price column's cell: the price in force, the one waiting for the next corte, and (ADMIN) the way to set it. */
export function PrecioMaquina({ maquina }: { maquina: Maquina }) {
  const admin = useSession()?.rol === ROL_ADMIN;
  const [abierto, setAbierto] = useState(false);
  const quitar = useCatalogoWrite('/maquina/precio/siguiente', 'maquinas');
  return (
    <>
      {maquina.precio_litro === null ? '—' : formatTasa(maquina.precio_litro)}
      {maquina.precio_litro_siguiente !== null && (
        <div className="small text-body-secondary">
          {uc.desdeSiguienteCorte(formatTasa(maquina.precio_litro_siguiente))}
        </div>
      )}
      {admin && (
        <div>
          <Button variant="link" size="sm" className="p-0" onClick={() => setAbierto(true)}>
            {ui.cambiarPrecio}
          </Button>
          {maquina.precio_litro_siguiente !== null && (
            <Button
              variant="link"
              size="sm"
              className="p-0 ms-2 text-danger"
              onClick={async () => {
                const quitado = await runWithNotice(() =>
                  quitar.mutateAsync({ id_maquina: maquina.id_maquina, precio_litro_siguiente: null }),
                );
                if (quitado) await notify(successNotice(mensajes.catalogos.precioSiguienteQuitado));
              }}
            >
              {ui.quitarPrecioSiguiente}
            </Button>
          )}
        </div>
      )}
      {abierto && <PrecioSiguienteDialogo maquina={maquina} onDone={() => setAbierto(false)} />}
    </>
  );
}

// One catalog (machines, products or categories): a create row, and the catalog as a list read a page at a time
// from the server (search, sort, page size, export, the view in the URL) with the edit dialog. The create row and the
// dialog are both built from the catalog's contract schema and its own fields.
import { mensajes } from '@aguavend/contract/messages';
import type { ComponentType } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { FormFailure } from '../../../components/form/form-failure.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import {
  type ContractForm,
  type FormSchema,
  useContractForm,
} from '../../../components/form/use-contract-form.ts';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { type NombreCatalogo, RUTAS_CATALOGO, useCatalogoLista } from '../api/catalogos.ts';

const ui = mensajes.uiCatalogos;

/** A catalog's fields, laid out in the create row (`fieldClass` per field) or stacked in the dialog. */
export type CamposProps<S extends FormSchema> = { form: ContractForm<S>; fieldClass: string };

export type Catalogo<T, S extends FormSchema> = {
  clave: NombreCatalogo;
  nombre: string;
  idOf: (row: T) => number;
  /** The list's columns, the ID first; the edit button comes after them. */
  columnas: Column<T>[];
  /** The fields' schema: the create call's, and the edit call's without the id the row supplies. */
  schema: S;
  vacio: DefaultValues<z.input<S>>;
  Campos: ComponentType<CamposProps<S>>;
  /** A create of its own in place of the create row (machines: the «Nueva máquina» flow); says what it saved. */
  Crear?: ComponentType<{ onSaved: (mensaje: string) => void }>;
  crear: (values: z.output<S>) => Promise<unknown>;
  /** The row's values for the edit dialog and the edit call. */
  valoresDe: (row: T) => DefaultValues<z.input<S>>;
  editar: (row: T, values: z.output<S>) => Promise<unknown>;
};

function CrearFila<T, S extends FormSchema>({
  catalogo,
  onDone,
}: {
  catalogo: Catalogo<T, S>;
  onDone: () => void;
}) {
  const { Campos } = catalogo;
  const form = useContractForm(catalogo.schema, {
    defaultValues: catalogo.vacio,
    failureDisplay: 'banner',
    onSubmit: async (values) => {
      await catalogo.crear(values);
      form.reset(catalogo.vacio);
      onDone();
    },
  });
  return (
    <FormView form={form} label={`${ui.crear} ${catalogo.nombre}`} className="mb-3">
      <FormFailure form={form} />
      <div className="row g-2 align-items-start">
        <Campos form={form} fieldClass="col-sm-6 col-lg mb-2" />
        <div className="col-auto align-self-end mb-2">
          <SubmitButton form={form} icon="plus-lg">
            {ui.crear}
          </SubmitButton>
        </div>
      </div>
    </FormView>
  );
}

function EditarDialogo<T, S extends FormSchema>({
  catalogo,
  row,
  onDone,
}: {
  catalogo: Catalogo<T, S>;
  row: T;
  onDone: (saved: boolean) => void;
}) {
  const { Campos } = catalogo;
  const form = useContractForm(catalogo.schema, {
    defaultValues: catalogo.valoresDe(row),
    failureDisplay: 'banner',
    onSubmit: async (values) => {
      await catalogo.editar(row, values);
      onDone(true);
    },
  });
  return (
    <FormDialog form={form} onCancel={() => onDone(false)}>
      <Campos form={form} fieldClass="mb-3" />
    </FormDialog>
  );
}

export function CatalogoTab<T, S extends FormSchema>({ catalogo }: { catalogo: Catalogo<T, S> }) {
  const r = useRecords<T>();
  const lista = useCatalogoLista<T>(catalogo.clave, r.list.consulta);
  // Catalog records are edited, never deleted: other records name them.
  const columnas: Column<T>[] = [...catalogo.columnas, r.actions({ id: catalogo.idOf })];

  return (
    <>
      {catalogo.Crear ? (
        <catalogo.Crear onSaved={r.notify} />
      ) : (
        <CrearFila catalogo={catalogo} onDone={() => r.notify(mensajes.catalogos.guardado)} />
      )}
      <RecordsCard
        {...r.card}
        title={catalogo.nombre}
        dates={false}
        hint={null}
        query={lista}
        columns={columnas}
        rowKey={catalogo.idOf}
        exportSource={{ path: RUTAS_CATALOGO[catalogo.clave], body: r.list.consulta }}
      >
        {r.editor(
          (row, close) => (
            <EditarDialogo
              key={catalogo.idOf(row)}
              catalogo={catalogo}
              row={row}
              onDone={(saved) => (saved ? close.onSaved() : close.onCancel())}
            />
          ),
          mensajes.catalogos.guardado,
        )}
      </RecordsCard>
    </>
  );
}

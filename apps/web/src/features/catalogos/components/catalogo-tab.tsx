// One catalog (machines, products or categories): its list, a create row and the edit dialog, both built from
// the catalog's contract schema and its own fields.
import { mensajes } from '@aguavend/contract/messages';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Button } from 'react-bootstrap';
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
import { MessageBanner } from '../../../components/message-banner.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';

const ui = mensajes.uiCatalogos;

/** A catalog's fields, laid out in the create row (`fieldClass` per field) or stacked in the dialog. */
export type CamposProps<S extends FormSchema> = { form: ContractForm<S>; fieldClass: string };

export type Catalogo<T, S extends FormSchema> = {
  nombre: string;
  idOf: (row: T) => number;
  columnas: { label: string; value: (row: T) => ReactNode }[];
  /** The fields' schema: the create call's, and the edit call's without the id the row supplies. */
  schema: S;
  vacio: DefaultValues<z.input<S>>;
  Campos: ComponentType<CamposProps<S>>;
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

export function CatalogoTab<T, S extends FormSchema>({
  catalogo,
  query,
}: {
  catalogo: Catalogo<T, S>;
  query: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
}) {
  const [editando, setEditando] = useState<T | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const rows = query.data ?? [];

  return (
    <>
      <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
      <CrearFila catalogo={catalogo} onDone={() => setAviso(mensajes.catalogos.guardado)} />
      {query.isLoading ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ScrollTable label={catalogo.nombre} hover size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">ID</th>
              {catalogo.columnas.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">{mensajes.uiVentas.colAcciones}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={catalogo.idOf(r)}>
                <td>{catalogo.idOf(r)}</td>
                {catalogo.columnas.map((c) => (
                  <td key={c.label}>{c.value(r)}</td>
                ))}
                <td>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => setEditando(r)}
                    aria-label={`${mensajes.uiVentas.editar} ${catalogo.idOf(r)}`}
                  >
                    <i className="bi bi-pencil" aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {editando !== null && (
        <EditarDialogo
          key={catalogo.idOf(editando)}
          catalogo={catalogo}
          row={editando}
          onDone={(saved) => {
            setEditando(null);
            if (saved) setAviso(mensajes.catalogos.guardado);
          }}
        />
      )}
    </>
  );
}

// One tab of Roles y módulos (roles, modules, URLs): the create row, then the records as a list read a page at a time
// from the server, with edit (a dialog of text fields) and delete; each success is said in the list's banner.
// Records here are deleted for good, so the list has no deleted view.
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FormSchema } from '../../../components/form/use-contract-form.ts';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import type { Envelope } from '../../../lib/api-client.ts';
import { CreateForm, TextEditDialog, type TextField } from './text-forms.tsx';

type Query<R> = {
  data?: Envelope<R>;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export function TextListTab<R, SN extends FormSchema, SE extends FormSchema>(props: {
  title: string;
  /** The list call (for the export) and its page as the view asks. */
  path: string;
  useLista: (vista: ListParams) => Query<R>;
  /** The record's columns; the actions column is added. */
  columns: Column<R>[];
  id: (row: R) => number;
  confirmDelete: (row: R) => string;
  remove: (id: number) => Promise<unknown>;
  removed: string;
  create: {
    schema: SN;
    fields: TextField<SN>[];
    label: string;
    save: (values: z.output<SN>) => Promise<unknown>;
    done: string;
  };
  edit: {
    schema: SE;
    /** The row as the edit call's body, ids included. */
    values: (row: R) => DefaultValues<z.input<SE>>;
    fields: TextField<SE>[];
    save: (values: z.output<SE>) => Promise<unknown>;
    done: string;
  };
}) {
  const { create, edit } = props;
  const r = useRecords<R>();
  const lista = props.useLista(r.list.consulta);
  const columnas: Column<R>[] = [
    ...props.columns,
    r.actions({
      id: props.id,
      remove: { confirm: props.confirmDelete, run: props.remove, done: props.removed },
    }),
  ];
  return (
    <>
      <CreateForm
        schema={create.schema}
        fields={create.fields}
        submitLabel={create.label}
        onCreate={create.save}
        onDone={() => r.notify(create.done)}
      />
      <RecordsCard
        {...r.card}
        title={props.title}
        dates={false}
        hint={null}
        query={lista}
        columns={columnas}
        rowKey={props.id}
        exportSource={{ path: props.path, body: r.list.consulta }}
      >
        {r.editor(
          (x, close) => (
            <TextEditDialog
              key={props.id(x)}
              schema={edit.schema}
              defaultValues={edit.values(x)}
              fields={edit.fields}
              onSave={edit.save}
              onDone={(saved) => (saved ? close.onSaved() : close.onCancel())}
            />
          ),
          edit.done,
        )}
      </RecordsCard>
    </>
  );
}

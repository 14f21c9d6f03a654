// One catalog (machines, products or categories): its list, a create form and, where it has one, the edit dialog.
import { mensajes } from '@aguavend/contract/messages';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { EditDialog, type EditField } from '../../../components/edit-dialog.tsx';
import { MessageBanner } from '../../../components/message-banner.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCatalogoWrite } from '../api/catalogos.ts';

type Row = Record<string, unknown>;

export type CatalogoConfig = {
  nombre: string;
  key: readonly string[];
  idField: string;
  crear: string;
  editar?: string;
  campos: EditField[];
  columnas: { label: string; value: (r: Row) => string | number }[];
  /** What the create form starts from. */
  vacio: Record<string, string>;
};

export function CatalogoTab({
  config,
  query,
}: {
  config: CatalogoConfig;
  query: { data?: Row[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
}) {
  const [nuevo, setNuevo] = useState(config.vacio);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [editando, setEditando] = useState<Row | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const crear = useCatalogoWrite(config.crear, config.key);
  const editar = useCatalogoWrite(config.editar ?? config.crear, config.key);

  const valores = (raw: Record<string, unknown>) =>
    Object.fromEntries(
      config.campos.map((c) => {
        const v = raw[c.name];
        if (c.type === 'number') return [c.name, v === '' || v === null ? Number.NaN : Number(v)];
        if (c.name === 'highlight') return [c.name, v === true || v === 'true'];
        return [c.name, v];
      }),
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await crear.mutateAsync(valores(nuevo));
      setNuevo(config.vacio);
      setErrores({});
      setAviso(mensajes.catalogos.guardado);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrores(Object.fromEntries(err.errores.map((x) => [x.campo, x.mensaje])));
        if (err.errores.length === 0) setErrores({ _: err.message });
      } else setErrores({ _: mensajes.general.errorOperacion });
    }
  }

  return (
    <>
      <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
      <Form
        noValidate
        onSubmit={submit}
        className="row g-2 align-items-start mb-3"
        aria-label={`${mensajes.uiCatalogos.crear} ${config.nombre}`}
      >
        {config.campos.map((c) => (
          <Form.Group
            key={c.name}
            className="col-sm-6 col-lg"
            controlId={`nuevo-${config.idField}-${c.name}`}
          >
            <Form.Label className="small mb-1">{c.label}</Form.Label>
            {c.type === 'select' ? (
              <Form.Select
                value={nuevo[c.name]}
                isInvalid={Boolean(errores[c.name])}
                onChange={(e) => setNuevo({ ...nuevo, [c.name]: e.target.value })}
              >
                {(c.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Form.Select>
            ) : (
              <Form.Control
                type={c.type ?? 'text'}
                step={c.step}
                value={nuevo[c.name]}
                isInvalid={Boolean(errores[c.name])}
                onChange={(e) => setNuevo({ ...nuevo, [c.name]: e.target.value })}
              />
            )}
            <Form.Control.Feedback type="invalid">{errores[c.name]}</Form.Control.Feedback>
          </Form.Group>
        ))}
        <div className="col-auto align-self-end">
          <Button type="submit" disabled={crear.isPending}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {mensajes.uiCatalogos.crear}
          </Button>
        </div>
        {errores._ && <div className="text-danger small">{errores._}</div>}
      </Form>
      {query.isLoading ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (query.data ?? []).length === 0 ? (
        <EmptyState />
      ) : (
        <ScrollTable label={config.nombre} hover size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">ID</th>
              {config.columnas.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
              {config.editar && <th scope="col">{mensajes.uiVentas.colAcciones}</th>}
            </tr>
          </thead>
          <tbody>
            {(query.data ?? []).map((r) => (
              <tr key={String(r[config.idField])}>
                <td>{String(r[config.idField])}</td>
                {config.columnas.map((c) => (
                  <td key={c.label}>{c.value(r)}</td>
                ))}
                {config.editar && (
                  <td>
                    <Button
                      size="sm"
                      variant="outline-primary"
                      onClick={() => setEditando(r)}
                      aria-label={`${mensajes.uiVentas.editar} ${String(r[config.idField])}`}
                    >
                      <i className="bi bi-pencil" aria-hidden="true" />
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {config.editar && (
        <EditDialog
          show={editando !== null}
          fields={config.campos}
          initial={editando ?? {}}
          onCancel={() => setEditando(null)}
          onSave={async (v) => {
            await editar.mutateAsync({ [config.idField]: editando?.[config.idField], ...valores(v) });
            setEditando(null);
            setAviso(mensajes.catalogos.guardado);
          }}
        />
      )}
    </>
  );
}

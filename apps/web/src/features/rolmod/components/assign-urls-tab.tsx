// 'Asignar URLs a Módulos': mirrors the role tab — pick a module, check its URLs, replace the module's set.
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useAssignUrls } from '../api/assign-urls.ts';
import { useModuloUrls } from '../api/get-modulo-urls.ts';
import { useModulos } from '../api/get-modulos.ts';
import { useUrls } from '../api/get-urls.ts';
import { AssignChecklist } from './assign-checklist.tsx';
import { useCheckedSet } from './use-checked-set.ts';

const m = mensajes.rolmod;
const ui = m.ui;

export function AssignUrlsTab() {
  const [id_modulo, setModulo] = useState(0);
  const modulos = useModulos();
  const urls = useUrls();
  const links = useModuloUrls(id_modulo);
  const assign = useAssignUrls();
  const { selected, toggle, clear } = useCheckedSet(
    id_modulo,
    links.data?.map((l) => l.id_url),
  );

  const submit = async () => {
    try {
      await assign.mutateAsync({ id_modulo, ids: [...selected] });
      clear();
      await notify({ title: mensajes.titulos.operacionExitosa, text: m.urlsAsignadas, icon: 'success' });
    } catch (err) {
      await notify(
        err instanceof ApiError && err.status < 500
          ? { title: mensajes.titulos.advertencia, text: err.message, icon: 'warning' }
          : { title: mensajes.titulos.error, text: mensajes.general.errorOperacion, icon: 'error' },
      );
    }
  };

  return (
    <>
      <Row className="mb-3">
        <Col md={6} lg={4}>
          <Form.Group controlId="asignar-modulo">
            <Form.Label>{ui.modulo}</Form.Label>
            <Form.Select value={id_modulo} onChange={(e) => setModulo(Number(e.currentTarget.value))}>
              <option value={0}>{ui.seleccione}</option>
              {(modulos.data ?? []).map((mo) => (
                <option key={mo.id_modulo} value={mo.id_modulo}>
                  {mo.nombre}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      {id_modulo > 0 ? (
        <AssignChecklist
          idPrefix="modulo-url"
          legend={ui.urlsDelModulo}
          items={(urls.data ?? []).map((u) => ({ id: u.id_url, label: u.ruta }))}
          loading={urls.isPending || links.isPending}
          error={urls.isError || links.isError}
          onRetry={() => {
            void urls.refetch();
            void links.refetch();
          }}
          selected={selected}
          onToggle={toggle}
          submitLabel={ui.asignarUrls}
          submitting={assign.isPending}
          onSubmit={() => void submit()}
        />
      ) : (
        <p className="text-body-secondary">{ui.elijaModulo}</p>
      )}
    </>
  );
}

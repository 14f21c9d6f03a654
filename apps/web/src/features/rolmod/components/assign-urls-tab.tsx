// 'Asignar URLs a Módulos': mirrors the role tab — pick a module, check its URLs, replace the module's set. The
// reserved URLs (ADMIN's screens) are shown disabled, marked, and never sent: the server refuses them.
import { mensajes } from '@aguavend/contract/messages';
import { RUTAS_RESERVADAS } from '@aguavend/contract/pantallas';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { choicesOf } from '../../../components/selects.tsx';
import { runWithNotice, successNotice } from '../../../lib/notice-rule.ts';
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
  const reservadas = new Set(
    (urls.data ?? []).filter((u) => RUTAS_RESERVADAS.includes(u.ruta)).map((u) => u.id_url),
  );
  // A reserved URL linked before it was reserved grants nothing and is dropped on the next save.
  const elegidas: ReadonlySet<number> = new Set([...selected].filter((id) => !reservadas.has(id)));

  const submit = async () => {
    const saved = await runWithNotice(async () => {
      await assign.mutateAsync({ id_modulo, ids: [...elegidas] });
      clear();
    });
    if (saved) await notify(successNotice(m.urlsAsignadas));
  };

  return (
    <>
      <Row className="mb-3">
        <Col md={6} lg={4}>
          <SelectInput
            id="asignar-modulo"
            label={ui.modulo}
            value={id_modulo}
            onChange={setModulo}
            choices={choicesOf(modulos, (mo) => ({ value: mo.id_modulo, label: mo.nombre }))}
          />
        </Col>
      </Row>
      {id_modulo > 0 ? (
        <AssignChecklist
          idPrefix="modulo-url"
          legend={ui.urlsDelModulo}
          items={(urls.data ?? []).map((u) => ({
            id: u.id_url,
            label: u.ruta,
            disabled: reservadas.has(u.id_url),
            badge: reservadas.has(u.id_url) ? m.reservada : undefined,
          }))}
          loading={urls.isPending || links.isPending}
          error={urls.isError || links.isError}
          onRetry={() => {
            void urls.refetch();
            void links.refetch();
          }}
          selected={elegidas}
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

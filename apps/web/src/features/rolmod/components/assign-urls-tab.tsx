// 'Asignar URLs a Módulos': mirrors the role tab — pick a module, check its URLs, replace the module's set.
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { SelectInput } from '../../../components/form/choice-fields.tsx';
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

  const submit = async () => {
    const saved = await runWithNotice(async () => {
      await assign.mutateAsync({ id_modulo, ids: [...selected] });
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

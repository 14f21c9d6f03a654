// The users (all, or the chosen machine's): a day filter over both tabs, active rows with edit/delete, deleted rows with restore.
import { mensajes } from '@aguavend/contract/messages';
import { useCallback, useState } from 'react';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { DateFilter } from '../../../components/date-filter.tsx';
import { MessageBanner } from '../../../components/message-banner.tsx';
import type { UsuariosEstado } from '../api/get-usuarios.ts';
import { UsuariosTable } from './usuarios-table.tsx';

const ui = mensajes.usuarios.ui;

export function UsuariosCard({ id_maquina }: { id_maquina: number }) {
  const [estado, setEstado] = useState<UsuariosEstado>('activos');
  const [day, setDay] = useState('');
  const [banner, setBanner] = useState<string | null>(null);
  const hideBanner = useCallback(() => setBanner(null), []);

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.tituloTabla}
      </Card.Header>
      <Card.Body>
        <MessageBanner message={banner} variant="success" onHide={hideBanner} />
        <div className="mb-3">
          <DateFilter id="usuarios-fecha" value={day} onChange={setDay} />
        </div>
        <Tabs
          id="usuarios-tabs"
          activeKey={estado}
          onSelect={(k) => setEstado(k === 'eliminados' ? 'eliminados' : 'activos')}
          className="mb-3"
          mountOnEnter
        >
          <Tab eventKey="activos" title={ui.tabActivos}>
            {/* A new day remounts the table, which puts it back on page 1. */}
            <UsuariosTable
              key={`activos-${id_maquina}-${day}`}
              estado="activos"
              id_maquina={id_maquina}
              day={day}
              onDone={setBanner}
            />
          </Tab>
          <Tab eventKey="eliminados" title={ui.tabEliminados}>
            <UsuariosTable
              key={`eliminados-${id_maquina}-${day}`}
              estado="eliminados"
              id_maquina={id_maquina}
              day={day}
              onDone={setBanner}
            />
          </Tab>
        </Tabs>
      </Card.Body>
    </Card>
  );
}

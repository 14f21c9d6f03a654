// 'Exportar': the whole filtered, sorted list as CSV or .xlsx. The list call with `formato` answers a one-time link;
// the browser saves the file as it arrives, so a large export never sits whole in the page's memory.
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import { api } from '../../lib/api-client.ts';
import { runWithNotice } from '../../lib/notice-rule.ts';

const l = mensajes.listas;

/** The list call and its body: what is exported is what the list shows, all of it. */
export type ExportSource = { path: string; body: Record<string, unknown> };

function guardar({ url, nombre }: { url: string; nombre: string }) {
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.append(a);
  a.click();
  a.remove();
}

export function ExportMenu({ source }: { source: ExportSource }) {
  const [ocupado, setOcupado] = useState(false);
  const exportar = async (formato: 'csv' | 'xlsx') => {
    setOcupado(true);
    // The server exports the whole list whatever page is shown: it drops the paging itself.
    await runWithNotice(async () => {
      const [enlace] = await api.rows<{ url: string; nombre: string }>(source.path, {
        ...source.body,
        formato,
      });
      if (enlace) guardar(enlace);
    });
    setOcupado(false);
  };
  return (
    <Dropdown className="d-print-none">
      <Dropdown.Toggle size="sm" variant="secondary" disabled={ocupado}>
        <i className="bi bi-download me-1" aria-hidden="true" />
        {ocupado ? l.exportando : l.exportar}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as="button" onClick={() => void exportar('xlsx')}>
          {l.exportarXlsx}
        </Dropdown.Item>
        <Dropdown.Item as="button" onClick={() => void exportar('csv')}>
          {l.exportarCsv}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

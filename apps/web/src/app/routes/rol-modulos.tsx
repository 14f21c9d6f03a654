// Roles administration (ADMIN): the roles, modules and URLs lists and their assignments; the tab and the list's view
// live in the URL.
import { mensajes } from '@aguavend/contract/messages';
// A module's icon is any Bootstrap Icons name an ADMIN typed: this screen brings the whole icon font, which the rest
// of the panel does without (vite-iconos.ts).
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { useListState } from '../../components/list/use-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { AssignModulosTab } from '../../features/rolmod/components/assign-modulos-tab.tsx';
import { AssignUrlsTab } from '../../features/rolmod/components/assign-urls-tab.tsx';
import { ModulosTab } from '../../features/rolmod/components/modulos-tab.tsx';
import { RolesTab } from '../../features/rolmod/components/roles-tab.tsx';
import { UrlsTab } from '../../features/rolmod/components/urls-tab.tsx';

const ui = mensajes.rolmod.ui;

const TABS = ['roles', 'modulos', 'urls', 'asignar-modulos', 'asignar-urls'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (v: string | null): v is TabKey => TABS.includes(v as TabKey);

export default function RolModulosRoute() {
  const [params] = useSearchParams();
  const list = useListState();
  const raw = params.get('tab');
  const tab: TabKey = isTab(raw) ? raw : 'roles';

  const select = (k: string | null) => {
    // The tab shown again keeps its view.
    if (!isTab(k) || k === tab) return;
    // Each tab is another list: a sort or search of one means nothing to the next.
    list.otraLista({ tab: k });
  };

  return (
    <>
      <PageHeader title={ui.titulo} icon="shield-lock" />
      <Card className="shadow-sm">
        <Card.Body>
          <Tabs
            id="rolmod-tabs"
            activeKey={tab}
            onSelect={select}
            className="mb-3"
            mountOnEnter
            unmountOnExit
          >
            <Tab eventKey="roles" title={ui.tabRoles}>
              <RolesTab />
            </Tab>
            <Tab eventKey="modulos" title={ui.tabModulos}>
              <ModulosTab />
            </Tab>
            <Tab eventKey="urls" title={ui.tabUrls}>
              <UrlsTab />
            </Tab>
            <Tab eventKey="asignar-modulos" title={ui.tabAsignarModulos}>
              <AssignModulosTab />
            </Tab>
            <Tab eventKey="asignar-urls" title={ui.tabAsignarUrls}>
              <AssignUrlsTab />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}

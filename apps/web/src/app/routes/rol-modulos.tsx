// Roles administration (ADMIN): roles, modules and URLs, and their assignments; the tab lives in the URL.
import { mensajes } from '@aguavend/contract/messages';
import { useCallback, useState } from 'react';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { MessageBanner } from '../../components/message-banner.tsx';
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
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabKey = isTab(raw) ? raw : 'roles';
  const [banner, setBanner] = useState<string | null>(null);
  const hideBanner = useCallback(() => setBanner(null), []);

  const select = (k: string | null) => {
    if (!isTab(k)) return;
    setBanner(null);
    setParams(
      (p) => {
        p.set('tab', k);
        return p;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title={ui.titulo} icon="shield-lock" />
      <Card className="shadow-sm">
        <Card.Body>
          <MessageBanner message={banner} variant="success" onHide={hideBanner} />
          <Tabs
            id="rolmod-tabs"
            activeKey={tab}
            onSelect={select}
            className="mb-3"
            mountOnEnter
            unmountOnExit
          >
            <Tab eventKey="roles" title={ui.tabRoles}>
              <RolesTab onDone={setBanner} />
            </Tab>
            <Tab eventKey="modulos" title={ui.tabModulos}>
              <ModulosTab onDone={setBanner} />
            </Tab>
            <Tab eventKey="urls" title={ui.tabUrls}>
              <UrlsTab onDone={setBanner} />
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

// A module's Bootstrap icon as stored (`bi-people`, `people` or `bi bi-people`), shown beside its name.
export function iconClass(icono: string): string {
  const name = icono.trim().split(/\s+/).pop() ?? '';
  return `bi ${name.startsWith('bi-') ? name : `bi-${name}`}`;
}

export function ModuleIcon({ icono }: { icono: string }) {
  return <i className={`${iconClass(icono)} me-2`} aria-hidden="true" />;
}

export function PageHeader({ title, icon }: { title: string; icon?: string }) {
  return (
    <h1 className="h3 mb-4 d-flex align-items-center gap-2">
      {icon && <i className={`bi bi-${icon.replace(/^bi-/, '')} text-primary`} aria-hidden="true" />}
      {title}
    </h1>
  );
}

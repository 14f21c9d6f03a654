// How loading, empty lists and failed loads look, the same on every screen.
import { mensajes } from '@aguavend/contract/messages';
import { Alert, Button, Spinner } from 'react-bootstrap';

export function Loading() {
  return (
    <div className="d-flex align-items-center gap-2 text-secondary py-4 justify-content-center" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{mensajes.general.cargando}</span>
    </div>
  );
}

export function EmptyState({ text = mensajes.general.sinRegistros }: { text?: string }) {
  return (
    <div className="text-center text-secondary py-4">
      <i className="bi bi-inbox fs-3 d-block mb-1" aria-hidden="true" />
      {text}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-2">
      <span>
        <i className="bi bi-exclamation-triangle me-2" aria-hidden="true" />
        {mensajes.general.errorCarga}
      </span>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          {mensajes.ui.reintentar}
        </Button>
      )}
    </Alert>
  );
}

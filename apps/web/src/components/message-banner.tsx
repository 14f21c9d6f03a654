// A banner that shows a message and hides itself after 10 seconds.
import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';

export const BANNER_MS = 10_000;

export function MessageBanner({
  message,
  variant = 'info',
  onHide,
}: {
  message: string | null;
  variant?: 'success' | 'danger' | 'info' | 'warning';
  onHide?: () => void;
}) {
  const [visible, setVisible] = useState(Boolean(message));
  // The timer restarts only for a new message, not when the parent passes a new onHide.
  const hide = useRef(onHide);
  hide.current = onHide;
  useEffect(() => {
    setVisible(Boolean(message));
    if (!message) return;
    const timer = setTimeout(() => {
      setVisible(false);
      hide.current?.();
    }, BANNER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  if (!message || !visible) return null;
  return (
    <Alert
      variant={variant}
      role="status"
      dismissible
      onClose={() => {
        setVisible(false);
        onHide?.();
      }}
    >
      {message}
    </Alert>
  );
}

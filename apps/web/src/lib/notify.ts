// Notices with a title and a text (SweetAlert2), and confirmations before destructive actions.
// SweetAlert2 loads on the first notice, so it weighs nothing on the login page until it is needed.
import { mensajes } from '@aguavend/contract/messages';

export type NoticeIcon = 'success' | 'error' | 'warning' | 'info';

const swal = async () => (await import('sweetalert2')).default;

export async function notify(n: {
  title: string;
  text: string;
  icon: NoticeIcon;
  footer?: string;
  /** A small notice in a corner that closes itself and blocks nothing (for success after navigation). */
  toast?: boolean;
}): Promise<void> {
  const Swal = await swal();
  if (n.toast) {
    await Swal.fire({
      title: n.title,
      text: n.text,
      icon: n.icon,
      toast: true,
      position: 'top-end',
      timer: 2500,
      showConfirmButton: false,
    });
    return;
  }
  await Swal.fire({
    title: n.title,
    text: n.text,
    icon: n.icon,
    ...(n.footer ? { footer: escapeHtml(n.footer) } : {}),
    confirmButtonText: mensajes.ui.aceptar,
    confirmButtonColor: '#0d6efd',
  });
}

export async function confirmAction(text: string, confirmText: string = mensajes.ui.si): Promise<boolean> {
  const Swal = await swal();
  const r = await Swal.fire({
    title: mensajes.ui.confirmar,
    text,
    icon: 'question',
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: mensajes.ui.cancelar,
    confirmButtonColor: '#dc3545',
    reverseButtons: true,
    focusCancel: true,
  });
  return r.isConfirmed;
}

// SweetAlert renders `footer` as HTML; a server message is text.
function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Asks for a required text before an action (the reason a corte is rejected): the text typed, or null when
 * cancelled. An empty answer is refused in the dialog with `required`.
 */
export async function askText(n: {
  title: string;
  label: string;
  required: string;
  confirmText: string;
}): Promise<string | null> {
  const Swal = await swal();
  const r = await Swal.fire({
    title: n.title,
    input: 'textarea',
    inputLabel: n.label,
    inputAttributes: { maxlength: '255', 'aria-label': n.label },
    showCancelButton: true,
    confirmButtonText: n.confirmText,
    cancelButtonText: mensajes.ui.cancelar,
    confirmButtonColor: '#dc3545',
    reverseButtons: true,
    inputValidator: (v) => (v.trim() ? null : n.required),
  });
  return r.isConfirmed && typeof r.value === 'string' ? r.value.trim() : null;
}

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Called when the dialog closes by Escape or a close action. */
  onClose: () => void;
}

/**
 * A modal dialog on the native <dialog>: showModal() traps focus and closes on Escape.
 * Focus goes back to the control that had it when the dialog opened.
 */
export function Modal({ open, title, children, onClose }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const root = dialog.getRootNode() as Document | ShadowRoot;
      opener.current = root.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const previous = opener.current;
      opener.current = null;
      if (previous?.isConnected) previous.focus();
      onClose();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  // The inert page already holds focus in; this keeps Tab from leaving for the browser's own controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const current = (event.currentTarget.getRootNode() as ShadowRoot | Document).activeElement;
    if (!first || !last) return;
    if (event.shiftKey && current === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog ref={ref} className="dc-modal" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="dc-modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';

interface ModalProps {
  open: boolean;
  title: string;
  /** Called with the dialog's returnValue (the value of the form button that closed it). */
  onClose: (returnValue: string) => void;
  children: ReactNode;
  /** Buttons in place of the single Close button. */
  actions?: ReactNode;
  /** Where focus goes after closing when the opener can no longer take it. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog: native <dialog> with showModal() traps focus and closes on Escape. It is
 * labelled by its heading and gives focus back to the element that opened it.
 */
export function Modal({ open, title, onClose, children, actions, returnFocus }: ModalProps) {
  const t = useText();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();

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

  const onDialogClose = () => {
    const dialog = ref.current;
    onClose(dialog?.returnValue ?? '');
    if (dialog) dialog.returnValue = '';
    const back = opener.current;
    // Wait a frame so that a button disabled by the action (Clear) is known before choosing.
    requestAnimationFrame(() => {
      const target = back && back.isConnected && !(back as HTMLButtonElement).disabled ? back : returnFocus?.();
      target?.focus();
    });
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={headingId} onClose={onDialogClose}>
      <h2 id={headingId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      <div className="actions">
        {actions ?? (
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            {t('common.close')}
          </Button>
        )}
      </div>
    </dialog>
  );
}

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useText } from '../use-text';
import { Button } from './Button';
import { Heading } from './Heading';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  title: string;
  /** Called with the dialog's returnValue (the value of the form button that closed it, '' on Escape). */
  onClose: (returnValue: string) => void;
  children: ReactNode;
  /** Buttons in place of the single Close button. */
  actions?: ReactNode;
  /** Where focus goes after closing when the opener can no longer take it. */
  returnFocus?: () => HTMLElement | null | undefined;
  /**
   * Opens with focus on the title rather than the first control, for a modal of reading whose
   * only control (Close) comes after the text: it opens at its top, not scrolled to Close.
   */
  startAtTitle?: boolean;
}

/** Keeps Tab inside the dialog: the inert page holds focus in, but Tab could leave for the browser's own controls. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
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
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page inert and closes on Escape.
 * It is labelled by its heading and gives focus back to the control that opened it.
 */
export function Modal({ open, title, onClose, children, actions, returnFocus, startAtTitle }: ModalProps) {
  const t = useText();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const root = dialog.getRootNode() as Document | ShadowRoot;
      opener.current = root.activeElement as HTMLElement | null;
      dialog.showModal();
      if (startAtTitle) heading.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, startAtTitle]);

  const onDialogClose = () => {
    const dialog = ref.current;
    onClose(dialog?.returnValue ?? '');
    if (dialog) dialog.returnValue = '';
    const back = opener.current;
    opener.current = null;
    // Wait a frame so that a button the action disables (Clear) is known before choosing.
    requestAnimationFrame(() => {
      const target = back && back.isConnected && !(back as HTMLButtonElement).disabled ? back : returnFocus?.();
      target?.focus();
    });
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={headingId} onClose={onDialogClose} onKeyDown={wrapTab}>
      <Heading level={2} id={headingId} ref={heading} className="modal__title" tabIndex={startAtTitle ? -1 : undefined}>
        {title}
      </Heading>
      <div className="modal__body">{children}</div>
      <div className="modal__actions">
        {actions ?? (
          <Button variant="secondary" onClick={() => ref.current?.close()}>
            {t('common.close')}
          </Button>
        )}
      </div>
    </dialog>
  );
}

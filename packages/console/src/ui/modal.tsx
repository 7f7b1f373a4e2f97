import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for questions and warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** A modal that must be answered with one of its buttons (no Escape, no outside click). */
  dismissible?: boolean;
}

/** Radix Dialog with the console's look: focus trap, focus return, Escape, labelled by its title. */
export function Modal({ open, onOpenChange, title, description, children, role = 'dialog', dismissible = true }: ModalProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const opener = useRef<HTMLElement | null>(null);
  // Radix returns focus only to a Dialog.Trigger; our modals open from state, so focus goes back
  // by hand to what had it (issue 30.13), unless that control has left the page meanwhile.
  const rememberOpener = () => {
    opener.current = openerOf(document.activeElement);
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal"
          role={role}
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
        >
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * What had the focus when the modal opened; for an item of a dropdown menu (which closes, taking
 * the item away), the menu's button (issue 43.7: Escape after Reset left the focus on <body>).
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  const trigger = menu?.getAttribute('aria-labelledby');
  return (trigger && document.getElementById(trigger)) || active;
}

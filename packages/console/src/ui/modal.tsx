import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className="modal"
          role={role}
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

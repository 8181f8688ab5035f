import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { tableCopy } from '../i18n/table';
import { Button } from './button';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  isOpen: boolean;
  /** The heading; it names the dialog unless `aria-label` does. */
  title: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
  /** While true the dialog cannot be dismissed (a request is running). */
  isBusy?: boolean;
  /** In the middle (a popup), or as a full-height panel sliding in from the start (a menu) or the end (the cart). */
  placement?: 'center' | 'start' | 'end';
  /** The close button's accessible name; "Zamknij" unless the dialog says what closes ("Zamknij koszyk"). */
  closeLabel?: string;
  /** Names the dialog when its heading is not a name (a logo link). */
  'aria-label'?: string;
}

/** A popup or a side panel on the modal shadow background: focus stays inside, Escape and the close button shut it. */
export function ModalDialog({
  isOpen,
  title,
  onClose,
  children,
  isBusy = false,
  placement = 'center',
  closeLabel = tableCopy.dialog.close,
  'aria-label': ariaLabel,
}: ModalDialogProps) {
  const side = placement !== 'center';
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={side ? styles.sideOverlay : styles.overlay}
    >
      <Modal className={side ? `${styles.panel} ${styles[placement]}` : styles.modal}>
        <Dialog
          className={side ? styles.panelDialog : styles.dialog}
          {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
        >
          <div className={side ? styles.panelHeader : styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button
              variant="unstyled"
              className={side ? styles.panelClose : styles.close}
              onPress={onClose}
              isDisabled={isBusy}
              aria-label={closeLabel}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

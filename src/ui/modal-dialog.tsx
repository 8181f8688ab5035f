import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { tableCopy } from '../i18n/table';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  isOpen: boolean;
  title: string;
  onClose(): void;
  children: React.ReactNode;
  /** While true the dialog cannot be dismissed (a request is running). */
  isBusy?: boolean;
}

/** A popup on the modal shadow background: focus stays inside, Escape and the close button shut it. */
export function ModalDialog({ isOpen, title, onClose, children, isBusy = false }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <Button className={styles.close} onPress={onClose} isDisabled={isBusy} aria-label={tableCopy.dialog.close}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

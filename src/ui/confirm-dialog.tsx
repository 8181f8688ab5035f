import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Alert } from './alert';
import { Button } from './button';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  /** Why the last attempt failed; the dialog stays open so it can be read. */
  error?: string | null;
  tone?: 'danger' | 'primary';
}

/** Asks before something that cannot be undone, on the modal shadow background. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalOverlay
      isOpen={props.isOpen}
      onOpenChange={(open) => !open && props.onCancel()}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {props.title}
          </Heading>
          <div className={styles.body}>{props.children}</div>
          {props.error && <Alert tone="error">{props.error}</Alert>}
          <div className={styles.actions}>
            <Button variant="secondary" onPress={props.onCancel}>
              {props.cancelLabel}
            </Button>
            {!props.error && (
              <Button variant={props.tone ?? 'danger'} onPress={props.onConfirm} isPending={props.isPending ?? false}>
                {props.confirmLabel}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

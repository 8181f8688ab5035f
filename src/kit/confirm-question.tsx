import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { Dialog } from './use-dialog';

export interface ConfirmQuestionProps<Subject> {
  /** The dialog machine's question: whether it is open, its running answer and why that failed. */
  question: Dialog<Subject>;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  children: ReactNode;
}

/** A confirmation asked through `useDialog`: yes runs the question's `confirm`, no (or Escape) closes it. */
export function ConfirmQuestion<Subject>({ question, ...words }: ConfirmQuestionProps<Subject>) {
  return (
    <ConfirmDialog
      isOpen={question.isOpen}
      isPending={question.busy}
      error={question.error}
      onConfirm={question.confirm}
      onCancel={question.close}
      {...words}
    />
  );
}

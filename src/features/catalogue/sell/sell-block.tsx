import { memo, useState } from 'react';
import { domainsCopy } from '../domains/domains-copy';
import { Button } from '../../../ui/button';
import { ModalDialog } from '../../../ui/modal-dialog';
import { useAuth } from '../../auth';
import { useDialog } from '../../../kit/use-dialog';
import { useToast } from '../../../kit/toasts';
import { SellForm, type SellValues } from './sell-form';
import styles from './sell.module.css';

const copy = domainsCopy.sell;

function emptyValues(user: { name: string; email: string } | null): SellValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: '',
    subject_kind: 'domain',
    subject: '',
    message: '',
  };
}

/**
 * The Sell block (spec section 2): "Sprzedaj" and a button opening the contact popup. The typed values live here,
 * so closing the popup by mistake loses nothing; they are cleared only once the request has been sent. Memoised:
 * it takes no props, and a new search must not render it again.
 */
export const SellBlock = memo(function SellBlock() {
  const { user } = useAuth();
  const toast = useToast();
  const popup = useDialog();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(() => emptyValues(user));

  const onSent = (message: string) => {
    popup.close();
    setValues(emptyValues(user));
    toast('success', message);
  };

  return (
    <section className={styles.block} aria-labelledby="sell-heading">
      <h2 id="sell-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <Button variant="secondary" onPress={() => popup.open()}>
        {copy.open}
      </Button>
      <ModalDialog isOpen={popup.isOpen} title={copy.title} onClose={popup.close} isBusy={busy}>
        <SellForm
          values={values}
          onValuesChange={setValues}
          onSent={onSent}
          onCancel={popup.close}
          onBusyChange={setBusy}
        />
      </ModalDialog>
    </section>
  );
});

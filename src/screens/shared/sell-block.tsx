import { memo, useState } from 'react';
import { domainsCopy } from '../../i18n/domains';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { useAuth } from './auth-hooks';
import { useToast } from './toasts';
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState(() => emptyValues(user));

  const onSent = (message: string) => {
    setOpen(false);
    setValues(emptyValues(user));
    toast('success', message);
  };

  return (
    <section className={styles.block} aria-labelledby="sell-heading">
      <h2 id="sell-heading" className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.intro}>{copy.intro}</p>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {copy.open}
      </Button>
      <ModalDialog isOpen={open} title={copy.title} onClose={() => setOpen(false)} isBusy={busy}>
        <SellForm
          values={values}
          onValuesChange={setValues}
          onSent={onSent}
          onCancel={() => setOpen(false)}
          onBusyChange={setBusy}
        />
      </ModalDialog>
    </section>
  );
});

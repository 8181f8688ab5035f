import { checkoutCopy as copy } from './checkout-copy';
import { useResendVerification } from '../profile';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/**
 * Ordering waits for a confirmed e-mail address: the server's message says so, a new link is one press away, and
 * the customer learns that the cart and the form wait for them.
 */
export function UnverifiedEmailNotice({ message }: { message: string }) {
  const resend = useResendVerification();
  return (
    <>
      <Alert tone="error">
        <p>{message}</p>
        <p>{copy.failure.cartKept}</p>
        <Button variant="secondary" isPending={resend.isPending} onPress={() => resend.mutate()}>
          {copy.failure.resendVerification}
        </Button>
      </Alert>
      {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
      {resend.isError && <Alert tone="error">{resend.error.message}</Alert>}
    </>
  );
}

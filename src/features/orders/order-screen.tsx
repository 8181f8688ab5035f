import { useParams } from 'react-router';
import { useOrder } from './orders-api';
import { ordersCopy as copy } from './orders-copy';
import { BackLink } from '../../kit/details/back-link';
import { DetailPage } from '../../kit/details/detail-page';
import { isRecordId } from '../../kit/details/detail-query';
import { OrderView } from './order-view/order-view';
import styles from './orders.module.css';

const d = copy.detail;

/** /orders/{id}: one of the customer's orders, with its payment instructions and invoices. */
export default function OrderScreen({ title }: { title: string }) {
  const id = Number(useParams().id);
  const valid = isRecordId(id);
  return (
    <DetailPage
      title={title}
      request={useOrder(valid ? id : null)}
      exists={valid}
      copy={d}
      back={
        <BackLink to="/orders" className={styles.back}>
          {d.backToList}
        </BackLink>
      }
      backOnFailure
    >
      {(order) => <OrderView order={order} />}
    </DetailPage>
  );
}

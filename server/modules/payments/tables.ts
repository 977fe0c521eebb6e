import type { ColumnType, Generated } from 'kysely';
import type { OrderItem } from '../../../shared/contract/api/payments';

declare module '../../db/types' {
  interface DB {
    pay_orders: {
      id: Serial;
      tenant_id: number;
      user_id: number | null;
      order_no: string;
      kind: 'sim' | 'credit';
      /** jsonb: written as JSON text, read back parsed. */
      items: ColumnType<OrderItem[], string, string>;
      amount: number;
      status: Generated<'notpay' | 'paid' | 'closed' | 'refunded'>;
      provider: string;
      code_url: string | null;
      transaction_id: string | null;
      expires_at: Timestamp;
      paid_at: Timestamp | null;
      closed_at: Timestamp | null;
      refunded_at: Timestamp | null;
      refund_note: string | null;
      /** Set when the order needs staff: a payment arrived after it was closed here. */
      attention: 'paid_after_close' | null;
      attention_at: Timestamp | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
    };
    pay_notifications: {
      id: string;
      order_no: string;
      transaction_id: string | null;
      trade_state: string;
      amount: number | null;
      applied: boolean;
      received_at: Generated<Date>;
    };
    /** The sandbox provider's books (0260): only providers/sandbox.ts reads and writes them. */
    pay_sandbox_trades: {
      order_no: string;
      amount: number;
      description: string;
      state: Generated<'NOTPAY' | 'SUCCESS' | 'CLOSED'>;
      transaction_id: string | null;
      notification_body: string | null;
      created_at: Generated<Date>;
    };
    notification_credit: {
      tenant_id: number;
      balance: number;
      updated_at: Generated<Date>;
    };
  }
}

import type { Generated } from 'kysely';

declare module '../../../db/types' {
  interface DB {
    service_conversations: {
      id: Serial;
      tenant_id: number;
      customer_id: number;
      last_message_at: Date | null;
      created_at: Generated<Date>;
    };
    service_messages: {
      id: Serial;
      conversation_id: number;
      sender_id: number | null;
      from_customer: boolean;
      body: Generated<string>;
      attachment_file: string | null;
      attachment_name: string | null;
      attachment_mime: string | null;
      attachment_size: number | null;
      created_at: Generated<Date>;
    };
    service_chat_reads: {
      conversation_id: number;
      user_id: number;
      last_read_id: Generated<number>;
      updated_at: Generated<Date>;
    };
  }
}

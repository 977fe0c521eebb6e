import type { ColumnType, Generated } from 'kysely';

declare module '../../db/types' {
  interface DB {
    aftersale_tickets: {
      id: Serial;
      aftersale_no: string;
      tenant_id: number;
      device_id: string;
      user_id: number | null;
      symptom: string;
      photos: ColumnType<string[], string | undefined, string>;
      contact_phone: string | null;
      status: Generated<'submitted' | 'accepted' | 'in_progress' | 'resolved' | 'closed'>;
      handler: string | null;
      rating: number | null;
      rating_note: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
    aftersale_records: {
      id: Serial;
      ticket_id: number;
      content: string;
      time: Timestamp;
      measures: string | null;
      note: string | null;
      handler: string;
      created_at: Generated<Date>;
    };
    aftersale_photos: {
      id: Serial;
      ticket_id: number;
      file_name: string;
      mime: string;
      size: number;
      created_at: Generated<Date>;
    };
    suggestions: {
      id: Serial;
      suggest_no: string;
      tenant_id: number;
      user_id: number | null;
      content: string;
      status: Generated<'new' | 'read' | 'adopted' | 'declined'>;
      reply: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
    };
  }
}

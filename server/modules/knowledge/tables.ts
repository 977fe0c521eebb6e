import type { Generated } from 'kysely';

declare module '../../db/types' {
  interface DB {
    kb_articles: {
      id: Serial;
      tenant_id: number;
      author_id: number | null;
      title: string;
      permalink: string;
      category: string;
      /** A JSON array of strings (jsonb). */
      tags: Generated<unknown>;
      body_json: unknown;
      body_html: string;
      body_text: string;
      word_count: Generated<number>;
      status: Generated<string>;
      visibility: Generated<string>;
      password_hash: string | null;
      pinned: Generated<boolean>;
      publish_at: Date | null;
      published_at: Date | null;
      reviewed_by: number | null;
      reviewed_at: Date | null;
      review_note: string | null;
      created_at: Generated<Date>;
      updated_at: Generated<Date>;
      deleted_at: Date | null;
    };
    kb_images: {
      id: Serial;
      tenant_id: number;
      img_name: string;
      mime: string;
      bytes: Uint8Array;
      size: number;
      created_by: number | null;
      created_at: Generated<Date>;
    };
  }
}

import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';

/**
 * The editor's extensions: the same node and mark packages the server renders with
 * (server/modules/knowledge/extensions.ts), plus the editing-only placeholder. Links do not open
 * while editing, so a click places the cursor.
 */
export const editorExtensions = (placeholder: string) => [
  StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
  Image,
  TableKit.configure({ table: { resizable: false } }),
  Placeholder.configure({ placeholder }),
];

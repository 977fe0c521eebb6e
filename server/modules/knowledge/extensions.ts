import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';

/**
 * The node and mark types an article body may hold: the same packages the editor loads
 * (src/components/rich-text/editor-extensions.ts), so what the author wrote renders here.
 * tests/api/knowledge-render.test.ts checks that both lists name the same extensions.
 */
export const ARTICLE_EXTENSIONS = [StarterKit, Image, TableKit];

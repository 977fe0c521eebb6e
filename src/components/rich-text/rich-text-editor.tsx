import { useRef, useState } from 'react';
import { EditorContent, useEditor, type JSONContent } from '@tiptap/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { countWords } from '../../../shared/contract/api/knowledge';
import { editorExtensions } from './editor-extensions';
import { EditorToolbar } from './editor-toolbar';
import './rich-text-i18n';
import './rich-text.css';

export type EditorDoc = JSONContent;

interface Props {
  /** The document to start from; read once, when the editor is made. */
  initial: EditorDoc | null;
  onChange: (doc: EditorDoc) => void;
  /** Stores an image and answers the address to show it from. */
  upload: (file: File) => Promise<string>;
  editable?: boolean;
}

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * The article editor (TipTap): headings, lists, bold/italic, links, images (chosen or pasted,
 * uploaded first so the document keeps an address, never the bytes), tables and a word count.
 */
export function RichTextEditor({ initial, onChange, upload, editable = true }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [words, setWords] = useState(0);

  const insertImages = async (files: File[]) => {
    setUploading(true);
    try {
      for (const file of files) {
        const src = await upload(file);
        editor?.chain().focus().setImage({ src, alt: file.name }).run();
      }
    } catch (error) {
      void message.error(t('richText.uploadFailed', { error: (error as Error).message }));
    } finally {
      setUploading(false);
    }
  };

  const editor = useEditor({
    extensions: editorExtensions(t('richText.placeholder')),
    content: initial ?? undefined,
    editable,
    shouldRerenderOnTransaction: true,
    onCreate: ({ editor: e }) => setWords(countWords(e.getText({ blockSeparator: '\n' }))),
    onUpdate: ({ editor: e }) => {
      setWords(countWords(e.getText({ blockSeparator: '\n' })));
      onChange(e.getJSON());
    },
    editorProps: {
      attributes: { 'aria-label': t('richText.placeholder'), 'data-testid': 'rte-content', 'data-user-data': '' },
      // A pasted screenshot is uploaded like a chosen file instead of being inlined as data.
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter((f) => IMAGE_TYPES.includes(f.type));
        if (files.length === 0) return false;
        void insertImages(files);
        return true;
      },
    },
  });

  if (!editor) return null;
  return (
    <div className="rich-text-editor article-body">
      {editable && <EditorToolbar editor={editor} uploading={uploading} onPickImage={() => fileInput.current?.click()} />}
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        data-testid="rte-image-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) void insertImages(files);
        }}
      />
      <EditorContent editor={editor} />
      <div className="rich-text-footer" data-testid="rte-words">
        {uploading ? t('richText.uploading') : t('richText.words', { count: words })}
      </div>
    </div>
  );
}

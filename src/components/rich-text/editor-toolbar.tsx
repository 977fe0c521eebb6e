import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { Button, Divider, Dropdown, Input, Modal, Select, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './rich-text-i18n';

interface Props {
  editor: Editor;
  /** Opens the file chooser; the editor inserts what it uploads. */
  onPickImage: () => void;
  uploading: boolean;
}

/** The editor's toolbar: every button named in the interface language (tooltip and aria-label). */
export function EditorToolbar({ editor, onPickImage, uploading }: Props) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const tool = (key: string, icon: React.ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={t(`richText.${key}`)} key={key}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} aria-label={t(`richText.${key}`)} aria-pressed={active} disabled={disabled} onClick={run} data-testid={`rte-${key}`} />
    </Tooltip>
  );
  const block = editor.isActive('heading', { level: 2 }) ? 'h2' : editor.isActive('heading', { level: 3 }) ? 'h3' : 'p';
  const inTable = editor.isActive('table');
  const tableItems = [
    { key: 'table', label: t('richText.table'), disabled: inTable, onClick: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
    { key: 'addRow', label: t('richText.addRow'), disabled: !inTable, onClick: () => chain().addRowAfter().run() },
    { key: 'addColumn', label: t('richText.addColumn'), disabled: !inTable, onClick: () => chain().addColumnAfter().run() },
    { key: 'deleteRow', label: t('richText.deleteRow'), disabled: !inTable, onClick: () => chain().deleteRow().run() },
    { key: 'deleteColumn', label: t('richText.deleteColumn'), disabled: !inTable, onClick: () => chain().deleteColumn().run() },
    { key: 'deleteTable', label: t('richText.deleteTable'), disabled: !inTable, danger: true, onClick: () => chain().deleteTable().run() },
  ];

  const applyLink = () => {
    const href = link?.trim();
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else chain().extendMarkRange('link').unsetLink().run();
    setLink(null);
  };

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
      <Select
        size="small"
        style={{ width: 120 }}
        value={block}
        aria-label={t('richText.paragraph')}
        data-testid="rte-block"
        onChange={(value) => (value === 'p' ? chain().setParagraph().run() : chain().setHeading({ level: value === 'h2' ? 2 : 3 }).run())}
        options={[
          { value: 'p', label: t('richText.paragraph') },
          { value: 'h2', label: t('richText.heading2') },
          { value: 'h3', label: t('richText.heading3') },
        ]}
      />
      <Divider orientation="vertical" />
      {tool('bold', <BoldOutlined />, editor.isActive('bold'), () => chain().toggleBold().run())}
      {tool('italic', <ItalicOutlined />, editor.isActive('italic'), () => chain().toggleItalic().run())}
      {tool('bulletList', <UnorderedListOutlined />, editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
      {tool('orderedList', <OrderedListOutlined />, editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
      {tool('link', <LinkOutlined />, editor.isActive('link'), () => setLink((editor.getAttributes('link').href as string | undefined) ?? 'https://'))}
      {tool('image', <PictureOutlined />, false, onPickImage, uploading)}
      <Dropdown menu={{ items: tableItems }} trigger={['click']}>
        <Tooltip title={t('richText.table')}>
          <Button type={inTable ? 'primary' : 'text'} size="small" icon={<TableOutlined />} aria-label={t('richText.table')} data-testid="rte-table" />
        </Tooltip>
      </Dropdown>
      <Divider orientation="vertical" />
      {tool('undo', <UndoOutlined />, false, () => chain().undo().run(), !editor.can().undo())}
      {tool('redo', <RedoOutlined />, false, () => chain().redo().run(), !editor.can().redo())}
      <Modal open={link !== null} title={t('richText.link')} okText={t('common.ok')} cancelText={t('common.cancel')} onOk={applyLink} onCancel={() => setLink(null)} destroyOnHidden>
        <Input autoFocus aria-label={t('richText.linkPrompt')} placeholder={t('richText.linkPrompt')} value={link ?? ''} onChange={(e) => setLink(e.target.value)} onPressEnter={applyLink} />
      </Modal>
    </div>
  );
}

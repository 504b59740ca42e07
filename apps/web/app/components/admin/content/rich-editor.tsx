import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { UploadField } from '../../upload/upload-field';
import type { UploadedFile } from '../../upload/upload-items';
import { Button, Input } from '../kit';

/**
 * The console's rich-text editor (tiptap, ADR 0045): imported only by the pages that edit rich text,
 * so no other page loads it. It writes plain HTML; the server sanitises it on save and on every read.
 */
export function RichEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } }), Image],
    content: value,
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'lm-rich__body' },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  // Each picture put in the text starts the upload field afresh (a new key), empty for the next one.
  const [uploads, setUploads] = useState(0);
  if (!editor) return <p>编辑器加载中…</p>;
  // An uploaded picture goes in at once, at its public address, with the alt text typed before it.
  const uploaded = (files: UploadedFile[]) => {
    const file = files[0];
    if (!file) return;
    editor
      .chain()
      .focus()
      .setImage({ src: `/media/${file.filePath}`, alt: alt.trim() })
      .run();
    setAlt('');
    setUploads((n) => n + 1);
  };
  const chain = () => editor.chain().focus();
  const tool = (name: string, active: boolean, run: () => void) => (
    <Button size="small" type={active ? 'primary' : 'default'} aria-pressed={active} onClick={run}>
      {name}
    </Button>
  );
  return (
    <div className="lm-rich">
      <div className="lm-rich__toolbar" role="toolbar" aria-label={`${label}格式`}>
        {tool('加粗', editor.isActive('bold'), () => chain().toggleBold().run())}
        {tool('斜体', editor.isActive('italic'), () => chain().toggleItalic().run())}
        {tool('小标题', editor.isActive('heading', { level: 2 }), () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('三级标题', editor.isActive('heading', { level: 3 }), () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('列表', editor.isActive('bulletList'), () => chain().toggleBulletList().run())}
        {tool('编号', editor.isActive('orderedList'), () => chain().toggleOrderedList().run())}
        {tool('引用', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
      </div>
      <EditorContent editor={editor} />
      <div className="lm-rich__insert">
        <div className="lm-console__field">
          <label htmlFor="rich-address">链接或图片地址（/ 开头为本站，或 https://）</label>
          <Input
            id="rich-address"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            maxLength={500}
          />
        </div>
        <div className="lm-console__field">
          <label htmlFor="rich-alt">图片说明（替代文字）</label>
          <Input id="rich-alt" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={100} />
        </div>
        <Button
          disabled={!address.trim() || editor.state.selection.empty}
          onClick={() => chain().extendMarkRange('link').setLink({ href: address.trim() }).run()}
        >
          选中文字设为链接
        </Button>
        <Button
          disabled={!address.trim() || !alt.trim()}
          onClick={() => chain().setImage({ src: address.trim(), alt: alt.trim() }).run()}
        >
          插入图片
        </Button>
        <div className="lm-console__field">
          <span id="rich-upload">上传图片并插入（先填写图片说明；png、gif、jpg，5MB 以内）</span>
          <UploadField
            key={uploads}
            staff="content"
            purpose="content"
            maxCount={1}
            onChange={uploaded}
            disabled={!alt.trim()}
          />
        </div>
      </div>
    </div>
  );
}

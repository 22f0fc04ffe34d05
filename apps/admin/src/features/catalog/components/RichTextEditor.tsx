import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  minHeight?: number;
}

const run = (cmd: string, arg?: string) => document.execCommand(cmd, false, arg);

/**
 * A small WYSIWYG editor (contentEditable with a formatting bar) for articles and 说明书. It only
 * produces HTML; the server sanitises whatever arrives before storing it, so this is not a gate.
 */
export function RichTextEditor({ value = '', onChange, minHeight = 220 }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only push outside changes (loading a record); typing must not reset the caret.
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const emit = () => onChange?.(ref.current?.innerHTML ?? '');
  const tool = (title: string, icon: React.ReactNode, cmd: () => void) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        icon={icon}
        onMouseDown={(e) => {
          e.preventDefault();
          cmd();
          emit();
        }}
      />
    </Tooltip>
  );
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} style={{ borderBottom: '1px solid #f0f0f0', padding: 4, width: '100%' }} wrap>
        {tool('标题', <b>H</b>, () => run('formatBlock', 'h3'))}
        {tool('正文', <span>P</span>, () => run('formatBlock', 'p'))}
        {tool('加粗', <BoldOutlined />, () => run('bold'))}
        {tool('斜体', <ItalicOutlined />, () => run('italic'))}
        {tool('下划线', <UnderlineOutlined />, () => run('underline'))}
        {tool('无序列表', <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool('有序列表', <OrderedListOutlined />, () => run('insertOrderedList'))}
        {tool('链接', <LinkOutlined />, () => {
          const url = window.prompt('链接地址（/ 开头的站内地址或 https://）');
          if (url) run('createLink', url);
        })}
      </Space>
      <div
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        data-testid="rich-text"
        style={{ minHeight, padding: '8px 12px', outline: 'none', lineHeight: 1.7 }}
      />
    </div>
  );
}

import { useState } from 'react';
import { Button, Image, Space, Upload, message } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, StarOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT } from '@shop/shared';
import { uploadFile } from '../api/files';

interface Props {
  value?: string[];
  onChange?: (v: string[]) => void;
  max?: number;
  kind?: 'goods_image' | 'content_image';
}

/** Photos in order; the first is the main image (主图). Move left, set as main, remove. */
export function ImageUpload({ value = [], onChange, max = 10, kind = 'goods_image' }: Props) {
  const [busy, setBusy] = useState(false);
  const set = (v: string[]) => onChange?.(v);
  const move = (i: number, to: number) => {
    const next = [...value];
    const [x] = next.splice(i, 1);
    if (x !== undefined) next.splice(to, 0, x);
    set(next);
  };
  return (
    <Space wrap align="start">
      {value.map((url, i) => (
        <div key={url} style={{ border: '1px solid #eee', padding: 4, width: 112, textAlign: 'center' }}>
          <Image src={url} width={100} height={100} style={{ objectFit: 'contain' }} />
          <div style={{ fontSize: 12, color: i === 0 ? '#c9252b' : '#999' }}>
            {i === 0 ? '主图' : `图${i + 1}`}
          </div>
          <Space size={2}>
            <Button
              size="small"
              type="text"
              icon={<ArrowLeftOutlined />}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
            />
            <Button
              size="small"
              type="text"
              icon={<StarOutlined />}
              disabled={i === 0}
              onClick={() => move(i, 0)}
              title="设为主图"
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => set(value.filter((_, j) => j !== i))}
            />
          </Space>
        </div>
      ))}
      {value.length < max && (
        <Upload
          accept={UPLOAD_ACCEPT}
          showUploadList={false}
          customRequest={({ file }) => {
            setBusy(true);
            uploadFile(file as File, kind)
              .then((up) => set([...value, up.url]))
              .catch((e: Error) => message.error(e.message))
              .finally(() => setBusy(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} style={{ width: 112, height: 128 }}>
            上传图片
          </Button>
        </Upload>
      )}
    </Space>
  );
}

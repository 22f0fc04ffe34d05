import { useState } from 'react';
import { Button, Space, Upload, message } from 'antd';
import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadFile } from '../../catalog';

/** 药检报告 PDF (or a photo of it) through the upload module; the value is its URL. */
export function ReportUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      {value ? (
        <a href={value} target="_blank" rel="noreferrer">
          <FilePdfOutlined /> 查看报告
        </a>
      ) : null}
      <Upload
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        showUploadList={false}
        customRequest={({ file }) => {
          setBusy(true);
          uploadFile(file as File, 'inspection_report')
            .then((up) => onChange?.(up.url))
            .catch((e: Error) => message.error(e.message))
            .finally(() => setBusy(false));
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={busy}>
          {value ? '更换' : '上传药检报告'}
        </Button>
      </Upload>
    </Space>
  );
}

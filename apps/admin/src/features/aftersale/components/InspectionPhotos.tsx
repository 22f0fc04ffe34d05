import { useState } from 'react';
import { Button, Descriptions, Image, Space, Tag, Upload, message } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { AdminAftersaleDetail } from '@shop/shared';
import { uploadInspectionPhoto } from '../api/aftersales';

const MAX_PHOTOS = 9;

/** 验收照片 for the inspection form: each file goes through the upload module at once; the value is the URLs. */
export function InspectionPhotoInput({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap size={8}>
      <PhotoStrip photos={value} />
      {value.length < MAX_PHOTOS && (
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          customRequest={({ file }) => {
            setBusy(true);
            uploadInspectionPhoto(file as File)
              .then((up) => onChange?.([...value, up.url]))
              .catch((e: Error) => message.error(e.message))
              .finally(() => setBusy(false));
          }}
        >
          <Button size="small" icon={<CameraOutlined />} loading={busy}>
            上传照片（{value.length}/{MAX_PHOTOS}）
          </Button>
        </Upload>
      )}
    </Space>
  );
}

function PhotoStrip({ photos }: { photos: string[] }) {
  if (photos.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space size={8}>
        {photos.map((url, k) => (
          <Image
            key={url}
            src={url}
            alt={`验收照片${k + 1}`}
            width={72}
            height={72}
            style={{ objectFit: 'cover', border: '1px solid #eee' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The warehouse's 退货验收 record in the after-sale detail: result, reason, photos, who and when. */
export function InspectionRecord({
  inspection,
}: {
  inspection: NonNullable<AdminAftersaleDetail['inspection']>;
}) {
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label="验收结论">
        <Tag color={inspection.result === 'pass' ? 'green' : 'red'}>{inspection.result_text}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="验收人 / 时间">
        {inspection.operator} {dayjs(inspection.at).format('YYYY-MM-DD HH:mm')}
      </Descriptions.Item>
      <Descriptions.Item label="验收说明" span={2}>
        {inspection.reason || '—'}
      </Descriptions.Item>
      <Descriptions.Item label="验收照片" span={2}>
        {inspection.photos.length ? <PhotoStrip photos={inspection.photos} /> : '无'}
      </Descriptions.Item>
    </Descriptions>
  );
}

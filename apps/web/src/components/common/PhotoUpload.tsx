import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT, type UploadKind } from '@shop/shared';
import { uploadFile } from '../../features/selfservice/api/upload';
import { message } from '../../lib/feedback';

/** The upload ids of the photos that finished uploading: what a form sends as `images`. */
export const uploadedIds = (files: UploadFile[]): number[] =>
  files.flatMap((f) => (typeof f.response === 'number' ? [f.response] : []));

/**
 * Up to `max` photos, each uploaded as soon as it is picked (POST /api/upload, checked by magic bytes
 * on the server); a refusal shows the server's message. Read the ids with `uploadedIds`.
 */
export function PhotoUpload({
  kind,
  max,
  files,
  onChange,
}: {
  kind: UploadKind;
  max: number;
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
}) {
  return (
    <Upload
      listType="picture-card"
      accept={UPLOAD_ACCEPT}
      fileList={files}
      maxCount={max}
      onChange={({ fileList }) => onChange(fileList)}
      customRequest={({ file, onSuccess, onError }) => {
        uploadFile(kind, file as File)
          .then((u) => onSuccess?.(u.id))
          .catch((e: Error) => {
            message.error(e.message);
            onError?.(e);
          });
      }}
    >
      {files.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>上传图片</div>
        </div>
      )}
    </Upload>
  );
}

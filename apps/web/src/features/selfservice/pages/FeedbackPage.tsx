import { useState } from 'react';
import { Button, Form, Image, Input, List, Radio, Tag, type UploadFile } from 'antd';
import type { z } from 'zod';
import {
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_TEXT,
  MAX_FEEDBACK_IMAGES,
  type FeedbackBodySchema,
} from '@shop/shared';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { fmtTime } from '../../order';
import { useFeedbackList, useSubmitFeedback } from '../api/feedback';
import { PhotoUpload, uploadedIds } from '../../../components/common/PhotoUpload';
import { message } from '../../../lib/feedback';

/** The form's fields: the contract's, but for the photos (sent as the uploaded ids). */
type Values = Omit<z.input<typeof FeedbackBodySchema>, 'images'>;

/** /yjfk (alias /zzfw_yjfk) 意见反馈: type, text, up to 3 photos; the buyer's feedback and the replies below. */
export default function FeedbackPage() {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [page, setPage] = useState(1);
  const list = useFeedbackList(page);
  const submit = useSubmitFeedback();

  const onFinish = (v: Values) =>
    submit.mutate(
      { ...v, images: uploadedIds(files) },
      {
        onSuccess: () => {
          message.success('感谢您的反馈，我们会尽快回复');
          form.resetFields();
          setFiles([]);
        },
      },
    );

  return (
    <MemberFrame>
      <Panel title="意见反馈">
        <Form
          form={form}
          layout="horizontal"
          labelCol={{ span: 3 }}
          onFinish={onFinish}
          initialValues={{ type: 'goods' }}
        >
          <Form.Item label="反馈类型" name="type" rules={[{ required: true, message: '请选择反馈类型' }]}>
            <Radio.Group options={FEEDBACK_TYPES.map((t) => ({ value: t, label: FEEDBACK_TYPE_TEXT[t] }))} />
          </Form.Item>
          <Form.Item
            label="反馈内容"
            name="content"
            rules={[
              { required: true, message: '请填写反馈内容' },
              { min: 5, message: '反馈内容至少5个字' },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={500}
              showCount
              placeholder="请描述您遇到的问题或建议，涉及订单请注明订单编号"
            />
          </Form.Item>
          <Form.Item label="图片" extra={`最多${MAX_FEEDBACK_IMAGES}张，支持JPG、PNG，每张不超过5MB`}>
            <PhotoUpload kind="feedback" max={MAX_FEEDBACK_IMAGES} files={files} onChange={setFiles} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 3 }}>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              提交反馈
            </Button>
          </Form.Item>
        </Form>
      </Panel>
      <Panel title="我的反馈">
        <List
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: '您还没有提交过反馈' }}
          pagination={
            (list.data?.total ?? 0) > 10
              ? { current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage }
              : false
          }
          renderItem={(f) => (
            <List.Item key={f.id}>
              <div style={{ width: '100%' }}>
                <div style={{ display: 'flex', justifyContent: 'space-between' }}>
                  <span>
                    <Tag color="blue">{f.type_text}</Tag>
                    {f.content}
                  </span>
                  <span style={{ color: '#999', fontSize: 12, whiteSpace: 'nowrap' }}>
                    {fmtTime(f.created_at)}
                  </span>
                </div>
                {f.images.length > 0 && (
                  <Image.PreviewGroup>
                    {f.images.map((i) => (
                      <Image
                        key={i.id}
                        src={i.url}
                        width={64}
                        height={64}
                        style={{ objectFit: 'cover', marginTop: 6, marginRight: 6 }}
                      />
                    ))}
                  </Image.PreviewGroup>
                )}
                <div
                  style={{
                    marginTop: 6,
                    padding: '6px 10px',
                    background: f.reply ? '#eef7f2' : '#fafafa',
                    fontSize: 13,
                  }}
                >
                  {f.reply ? (
                    <>
                      <b style={{ color: '#0b7a4b' }}>客服回复：</b>
                      {f.reply}
                      <span style={{ color: '#999', fontSize: 12, marginLeft: 8 }}>
                        {fmtTime(f.replied_at)}
                      </span>
                    </>
                  ) : (
                    <span style={{ color: '#999' }}>待回复（一般在2个工作日内回复）</span>
                  )}
                </div>
              </div>
            </List.Item>
          )}
        />
      </Panel>
    </MemberFrame>
  );
}

import { Col, Form } from 'antd';
import type { FormItemProps } from 'antd';

/** One labelled field in a grid column: the rows of the registration forms are made of these. */
export function Cell({ span, ...item }: FormItemProps & { span: number }) {
  return (
    <Col span={span}>
      <Form.Item {...item} />
    </Col>
  );
}

/** A required text field whose blank (spaces only) answer is refused with `message`. */
export const requiredText = (message: string) => [{ required: true, whitespace: true, message }];

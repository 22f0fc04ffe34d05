import { useEffect } from 'react';
import { message, Modal } from 'antd';
import { attachFeedback } from './index';

/** antd's message and modal holders; loaded by <FeedbackHost> on the first toast or dialog. */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    attachFeedback({ message: messageApi, modal: modalApi });
    return () => attachFeedback(null);
  }, [messageApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
    </>
  );
}

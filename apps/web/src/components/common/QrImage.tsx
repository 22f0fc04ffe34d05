import { QRCode } from 'antd';

/** antd's QR code, on its own so QrCode can load it when a popover first shows one. */
export default function QrImage({ value, size }: { value: string; size: number }) {
  return <QRCode value={value} size={size} bordered={false} />;
}

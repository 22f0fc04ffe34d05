import { MobileOutlined } from '@ant-design/icons';
import { QrCode } from '../common/QrCode';
import { HoverPop } from './HoverPop';

/** The QR opens the shop on a phone (same site, same account); scanning it is the app download. */
export function AppQrPopover() {
  const url = `${window.location.origin}/`;
  return (
    <HoverPop
      content={
        <div className="ky-qr">
          <QrCode value={url} size={120} />
          <div>扫一扫，手机采购更方便</div>
        </div>
      }
    >
      <span className="ky-linkbtn" tabIndex={0}>
        <MobileOutlined /> 手机APP
      </span>
    </HoverPop>
  );
}

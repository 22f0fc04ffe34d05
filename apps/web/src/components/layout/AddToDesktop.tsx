import { message } from '../../lib/feedback';

/**
 * Browsers no longer let a page add bookmarks or desktop shortcuts by script; the honest thing is
 * to tell the buyer the shortcut for their system.
 */
export function AddToDesktop() {
  const onClick = () => {
    const mac = /Mac|iPhone|iPad/.test(navigator.platform);
    message.info(`请按 ${mac ? '⌘ + D' : 'Ctrl + D'} 将康源医药网加入收藏夹，或将地址栏图标拖到桌面`);
  };
  return (
    <button type="button" className="ky-linkbtn" onClick={onClick}>
      加入桌面
    </button>
  );
}

import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TooltipPlacement } from 'antd/es/tooltip';

// antd's Tooltip (~5 KB compressed with its motion code) is only needed once a buyer points at or
// focuses something that has one: a goods list or the cart paints without it.
const Tooltip = lazy(() => import('antd/es/tooltip'));

type Handlers = {
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * The shop's tooltip: antd's Tooltip, loaded on the first hover or focus of its child and then
 * opened at once, so the buyer sees the same text at the same moment as before. The child must
 * accept mouse/focus handlers and a ref, as antd's Tooltip requires too.
 */
export function HoverTip({
  title,
  placement,
  children,
}: {
  title: ReactNode;
  placement?: TooltipPlacement;
  children: ReactElement<Handlers>;
}) {
  const [woken, setWoken] = useState<'hover' | 'focus' | null>(null);
  const [node, setNode] = useState<HTMLElement | null>(null);
  // Loading swaps the child for the tooltip's copy of it: give keyboard focus back to the new node.
  useEffect(() => {
    if (woken === 'focus') node?.focus();
  }, [woken, node]);

  if (title === undefined || title === null || title === '') return children;
  const own = children.props;
  const child = cloneElement(children, {
    ref: setNode,
    onMouseEnter: (e: MouseEvent<HTMLElement>) => {
      own.onMouseEnter?.(e);
      if (!woken) setWoken('hover');
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      own.onFocus?.(e);
      if (!woken) setWoken('focus');
    },
  } as Handlers);
  if (!woken) return child;
  return (
    <Suspense fallback={child}>
      <Tooltip title={title} placement={placement} defaultOpen>
        {cloneElement(children, { ref: setNode } as Handlers)}
      </Tooltip>
    </Suspense>
  );
}

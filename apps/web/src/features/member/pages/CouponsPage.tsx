import { Empty, Pagination, Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { COUPON_STATUS_TEXT } from '@shop/shared/contracts/enums';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../components/MemberSideNav';
import type { CouponQuery } from '@shop/shared';
import { COUPON_PAGE_SIZE, useCouponsQuery } from '../api/coupons';
import { useCouponNumQuery } from '../api/couponNum';
import { CouponCard } from '../components/CouponCard';
import '../member.css';

const STATUSES = [1, 2, 3] as const;
const toStatus = (v: string | null): CouponQuery['status'] => (v === '2' ? 2 : v === '3' ? 3 : 1);

/** Shared by /wdqb/yhq (type 1 优惠券) and /wdqb/xjq (type 2 现金券): status tabs over one call. */
function CouponsPage({ type }: { type: CouponQuery['type'] }) {
  const [search, setSearch] = useSearchParams();
  const status = toStatus(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const q = useCouponsQuery({ type, status, page });
  // couponNum counts unused ones per kind; used / expired are only counted across both kinds.
  const num = useCouponNumQuery().data;
  const unused = num ? (type === 1 ? num.coupon : num.voucher) : undefined;
  const name = type === 1 ? '优惠券' : '现金券';
  const go = (s: number, p = 1) => {
    const next = new URLSearchParams();
    if (s !== 1) next.set('status', String(s));
    if (p > 1) next.set('page', String(p));
    setSearch(next);
  };
  const list = q.data?.list ?? [];

  return (
    <MemberFrame>
      <Panel title={`我的${name}`}>
        <Tabs
          size="small"
          activeKey={String(status)}
          onChange={(k) => go(Number(k))}
          items={STATUSES.map((s) => ({
            key: String(s),
            label: s === 1 && unused !== undefined ? `未使用(${unused})` : COUPON_STATUS_TEXT[s],
          }))}
        />
        <Spin spinning={q.isFetching}>
          {list.length === 0 && !q.isLoading ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={`暂无${COUPON_STATUS_TEXT[status]}的${name}`}
            />
          ) : (
            <div className="ky-mc-coupons">
              {list.map((c) => (
                <CouponCard key={c.id} c={c} />
              ))}
            </div>
          )}
        </Spin>
        {(q.data?.total ?? 0) > COUPON_PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            current={page}
            pageSize={COUPON_PAGE_SIZE}
            total={q.data?.total ?? 0}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 张`}
            onChange={(p) => go(status, p)}
          />
        )}
      </Panel>
    </MemberFrame>
  );
}

export const CouponPage = () => <CouponsPage type={1} />;
export const VoucherPage = () => <CouponsPage type={2} />;

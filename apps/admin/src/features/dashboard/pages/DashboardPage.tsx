import { useMemo, useState } from 'react';
import { PageContainer, ProCard, StatisticCard } from '@ant-design/pro-components';
import { DatePicker, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { Dashboard } from '@shop/shared';
import { EChart, type EChartOption } from '../../../components/EChart';
import { useMe } from '../../../lib/session';
import { useDashboard } from '../api/useDashboard';
import { Queues } from '../components/Queues';

function chartOf(d: Dashboard): EChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: ['销售额（元）', '订单数'] },
    grid: { left: 60, right: 50, top: 50, bottom: 30 },
    xAxis: { type: 'category', data: d.series.map((s) => s.day.slice(5)) },
    yAxis: [
      { type: 'value', name: '元' },
      { type: 'value', name: '单', minInterval: 1 },
    ],
    series: [
      {
        name: '销售额（元）',
        type: 'bar',
        data: d.series.map((s) => Number(s.sales)),
        itemStyle: { color: '#0b7a4b' },
      },
      { name: '订单数', type: 'line', yAxisIndex: 1, data: d.series.map((s) => s.orders) },
    ],
  };
}

/** The change against the previous period, in per cent (no figure when that period had none). */
function change(now: number, before: number) {
  if (before === 0) return undefined;
  const pct = ((now - before) / before) * 100;
  return { value: `${Math.abs(pct).toFixed(1)}%`, trend: pct >= 0 ? ('up' as const) : ('down' as const) };
}

export function DashboardPage() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const { data } = useDashboard(range);
  const { data: me } = useMe();
  const option = useMemo(() => (data ? chartOf(data) : null), [data]);
  if (!data || !option)
    return (
      <PageContainer title="工作台">
        <Skeleton active />
      </PageContainer>
    );
  const { current: c, previous: p } = data;
  const stat = (title: string, value: string | number, now: number, before: number, extra: object = {}) => {
    const diff = change(now, before);
    return (
      <StatisticCard
        statistic={{
          title,
          value,
          ...extra,
          description: diff ? (
            <StatisticCard.Statistic title="较上期" value={diff.value} trend={diff.trend} />
          ) : (
            <span style={{ color: '#999' }}>上期无数据</span>
          ),
        }}
      />
    );
  };
  return (
    <PageContainer
      title="工作台"
      subTitle={me ? `${me.name}（${me.roles.map((r) => r.name).join('、')}）的待办` : undefined}
      extra={
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(data.range.from), dayjs(data.range.to)]}
          disabledDate={(d) => d.isAfter(dayjs())}
          onChange={(v) =>
            v?.[0] && v[1] && setRange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })
          }
        />
      }
    >
      <ProCard title="我的待办" style={{ marginBottom: 16 }}>
        <Queues queues={data.queues} />
      </ProCard>
      <StatisticCard.Group
        direction="row"
        title={`已付款订单 ${data.range.from} 至 ${data.range.to}（上期 ${p.from} 至 ${p.to}）`}
      >
        {stat('订单数', c.orders, c.orders, p.orders, { suffix: '单' })}
        {stat('销售额', c.sales, Number(c.sales), Number(p.sales), { prefix: '¥' })}
        {stat('下单客户', c.buyers, c.buyers, p.buyers, { suffix: '家' })}
      </StatisticCard.Group>
      <ProCard title="销售趋势（按付款日）" style={{ marginTop: 16 }}>
        <EChart option={option} />
      </ProCard>
    </PageContainer>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, App, Button, Checkbox, Descriptions, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { InputRef } from 'antd';
import { ApiError } from '../../../lib/api';
import { fetchCheck, submitCheck } from '../api/warehouse';
import { ScanInput } from '../components/ScanInput';
import { lineProblem, placeCode, type Line } from '../lib/scan';

/**
 * 复核: a keyboard-wedge scanner types a 20-digit code and Enter into the one focused field; each
 * code lands on its line by prefix. Enter only ever adds a code; submitting is its own button
 * (or Ctrl+Enter), so a scan can never submit the check by accident.
 */
export function CheckPage() {
  const id = Number(useParams().id);
  const nav = useNavigate();
  const { message } = App.useApp();
  const { data: v, refetch } = useQuery({ queryKey: ['admin', 'check', id], queryFn: () => fetchCheck(id) });
  const [codes, setCodes] = useState<Record<number, string[]>>({});
  const [confirmed, setConfirmed] = useState<Record<number, boolean>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scan = useRef<InputRef>(null);
  const refocus = () => setTimeout(() => scan.current?.focus(), 0);
  useEffect(() => {
    if (v) refocus();
  }, [v]);

  if (!v)
    return (
      <PageContainer title="复核">
        <Skeleton active />
      </PageContainer>
    );

  const submit = async () => {
    setBusy(true);
    setGeneral(null);
    try {
      await submitCheck(id, {
        lines: v.lines.map((l) => ({ line_id: l.line_id, codes: codes[l.line_id] ?? [] })),
      });
      message.success('复核通过，可以发货并打印随货同行单');
      await refetch();
      void nav(`/orders/${id}`);
    } catch (e) {
      const msg = e instanceof ApiError ? e.message : '系统繁忙，请稍候再试';
      // The server names the line it refuses (第N行「…」): show it on that row.
      const n = /^第(\d+)行/.exec(msg)?.[1];
      const line = n ? v.lines[Number(n) - 1] : undefined;
      if (line) setErrors((m) => ({ ...m, [line.line_id]: msg }));
      else setGeneral(msg);
    } finally {
      setBusy(false);
      refocus();
    }
  };

  const onScan = (code: string) => {
    const r = placeCode(v.lines, codes, code);
    if (r.lineId === null) return setGeneral(r.error);
    setGeneral(null);
    const { lineId, error } = r;
    if (error) return setErrors((m) => ({ ...m, [lineId]: error }));
    setErrors((m) => ({ ...m, [lineId]: '' }));
    setCodes((m) => ({ ...m, [lineId]: [...(m[lineId] ?? []), code] }));
  };

  const done = v.status !== 'picking' || Boolean(v.checked_at);
  const ready = v.lines.every((l) => !lineProblem(l, codes[l.line_id] ?? [], Boolean(confirmed[l.line_id])));
  return (
    <PageContainer title={`复核 ${v.order_no}`} extra={<Link to={`/orders/${id}`}>订单详情</Link>}>
      <Descriptions size="small" column={4} style={{ marginBottom: 8 }}>
        <Descriptions.Item label="客户">{v.company}</Descriptions.Item>
        <Descriptions.Item label="拣货单">{v.pick_no}</Descriptions.Item>
        <Descriptions.Item label="拣货员">{v.picker}</Descriptions.Item>
        <Descriptions.Item label="状态">{v.status_text}</Descriptions.Item>
      </Descriptions>
      {done ? (
        <Alert type="success" showIcon message={`已由 ${v.checker} 复核（${v.checked_at}）`} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size={8}>
          <ScanInput
            ref={scan}
            onScan={onScan}
            onSubmit={() => void submit()}
            placeholder="扫描药品追溯码（20位，扫码枪自动回车）；Ctrl+Enter 提交复核"
          />
          {general && <Alert type="error" showIcon message={general} data-testid="scan-error" />}
        </Space>
      )}
      <Table<Line>
        rowKey="line_id"
        size="small"
        pagination={false}
        style={{ marginTop: 8 }}
        dataSource={v.lines}
        columns={[
          { title: '#', width: 36, render: (_, __, i) => i + 1 },
          {
            title: '商品',
            render: (_, l) => (
              <>
                {l.name} <Typography.Text type="secondary">{l.ypgg}</Typography.Text>
                <div style={{ fontSize: 12, color: '#888' }}>
                  {l.sccj} · 标识码 {l.drug_id_code || '—'}
                </div>
              </>
            ),
          },
          {
            title: '批号 × 数量',
            width: 220,
            render: (_, l) =>
              l.lots.map((b) => (
                <div key={b.batch_no}>
                  {b.batch_no} × {b.number}
                  <Typography.Text type="secondary"> 效期至 {b.expires_on}</Typography.Text>
                </div>
              )),
          },
          {
            title: '已扫 / 应扫',
            width: 110,
            align: 'right',
            render: (_, l) => {
              const n = (done ? l.codes : (codes[l.line_id] ?? [])).length;
              if (!l.traced) return <Tag>免扫码</Tag>;
              return (
                <span data-testid={`count-${l.line_id}`}>
                  <Tag color={n === l.number ? 'green' : n > 0 ? 'blue' : 'default'}>
                    {n} / {l.number} {l.bzdw}
                  </Tag>
                </span>
              );
            },
          },
          {
            title: '核对',
            width: 280,
            render: (_, l) => {
              if (done) return <Tag color="green">已复核</Tag>;
              const list = codes[l.line_id] ?? [];
              const err = errors[l.line_id];
              const problem = lineProblem(l, list, Boolean(confirmed[l.line_id]));
              return (
                <Space direction="vertical" size={2}>
                  {!l.traced && (
                    <Checkbox
                      checked={Boolean(confirmed[l.line_id])}
                      onChange={(e) => {
                        setConfirmed((m) => ({ ...m, [l.line_id]: e.target.checked }));
                        refocus();
                      }}
                    >
                      批号、数量已核对
                    </Checkbox>
                  )}
                  {err ? (
                    <Typography.Text type="danger" data-testid={`error-${l.line_id}`}>
                      {err}
                    </Typography.Text>
                  ) : problem ? (
                    <Typography.Text type="warning">{problem}</Typography.Text>
                  ) : (
                    <Typography.Text type="success">无误</Typography.Text>
                  )}
                  {list.length > 0 && (
                    <Button
                      size="small"
                      type="link"
                      style={{ padding: 0 }}
                      onClick={() => {
                        setCodes((m) => ({ ...m, [l.line_id]: list.slice(0, -1) }));
                        refocus();
                      }}
                    >
                      撤销最后一个（{list.at(-1)}）
                    </Button>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
      {!done && (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            提交复核
          </Button>
          {!ready && (
            <Typography.Text type="secondary">各行核对无误后提交；服务器仍会逐行校验</Typography.Text>
          )}
        </Space>
      )}
    </PageContainer>
  );
}

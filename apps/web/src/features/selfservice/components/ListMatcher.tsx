import { useMemo, useState } from 'react';
import { Alert, Button, Input, InputNumber, Select, Space, Table, Tag, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { MatchLine, MatchResult, MatchStatus } from '@shop/shared';
import { MAX_LIST_LINES } from '@shop/shared';
import { readListFile, useAddAll, useMatchList } from '../api/quickbuy';
import { message } from '../../../lib/feedback';

const STATUS: Record<MatchStatus, { text: string; color: string }> = {
  matched: { text: '已匹配', color: 'green' },
  ambiguous: { text: '待确认', color: 'orange' },
  unavailable: { text: '不可购买', color: 'red' },
  not_found: { text: '未找到', color: 'default' },
};

const EXAMPLE = [
  '阿莫西林胶囊\t0.25g*24粒\t联邦制药\t20',
  '连花清瘟胶囊,0.35g*36粒,以岭药业,10',
  'gmlkl 10g*9袋 华润三九 10',
].join('\n');

interface Choice {
  goodsId: number | null;
  number: number;
  checked: boolean;
}

const initialChoice = (l: MatchLine): Choice => ({
  goodsId: l.goods?.id ?? null,
  number: l.number,
  checked: l.status === 'matched',
});

/**
 * Paste or upload a purchase list: each line is matched on the server with the shop's search, shown
 * with its best goods, confidence and alternatives; the buyer ticks lines and adds them all at once.
 */
export function ListMatcher() {
  const [text, setText] = useState('');
  const [result, setResult] = useState<MatchResult | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const match = useMatchList();
  const addAll = useAddAll();

  const run = (value: string) =>
    match.mutate(value, {
      onSuccess: (r) => {
        setResult(r);
        setChoices(Object.fromEntries(r.lines.map((l) => [l.row, initialChoice(l)])));
      },
    });

  const readFile = (file: File) => {
    // Plain text is read here; Excel (.xlsx) and CSV (UTF-8 or GBK) exports are read by the server.
    const read = /\.txt$/i.test(file.name) ? file.text() : readListFile(file).then((r) => r.text);
    read.then(
      (value) => {
        setText(value);
        run(value);
      },
      () => undefined,
    );
    return false;
  };

  const chosen = useMemo(
    () =>
      Object.values(choices).filter(
        (c): c is Choice & { goodsId: number } => c.checked && c.goodsId !== null,
      ),
    [choices],
  );
  const update = (row: number, patch: Partial<Choice>) =>
    setChoices((all) => ({
      ...all,
      [row]: { ...(all[row] ?? { goodsId: null, number: 1, checked: false }), ...patch },
    }));

  const submit = () =>
    addAll.mutate(
      { lines: chosen.map((c) => ({ goods_id: c.goodsId, number: c.number })) },
      { onSuccess: (r) => message.success(`已将${r.added}种商品加入购物车`) },
    );

  return (
    <div>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 10 }}
        message={`每行一个品种：商品名称、规格、生产厂家、数量，用Tab、逗号或空格分隔（可直接从ERP或Excel复制）；支持拼音首字母、批准文号和条形码。一次最多${MAX_LIST_LINES}行。`}
      />
      <Input.TextArea
        aria-label="采购清单"
        rows={7}
        value={text}
        placeholder={EXAMPLE}
        onChange={(e) => setText(e.target.value)}
      />
      <Space style={{ margin: '10px 0' }}>
        <Button type="primary" loading={match.isPending} disabled={!text.trim()} onClick={() => run(text)}>
          智能匹配
        </Button>
        <Upload accept=".xlsx,.csv,.txt" showUploadList={false} beforeUpload={readFile}>
          <Button icon={<UploadOutlined />}>上传Excel/CSV采购单</Button>
        </Upload>
        <Button onClick={() => setText(EXAMPLE)}>填入示例</Button>
      </Space>
      {result && (
        <>
          <Space style={{ margin: '4px 0 8px' }} wrap>
            <span>共 {result.summary.total} 行：</span>
            <Tag color="green">已匹配 {result.summary.matched}</Tag>
            <Tag color="orange">待确认 {result.summary.ambiguous}</Tag>
            <Tag color="red">不可购买 {result.summary.unavailable}</Tag>
            <Tag>未找到 {result.summary.not_found}</Tag>
          </Space>
          <MatchTable lines={result.lines} choices={choices} onChange={update} />
          <div
            style={{
              display: 'flex',
              justifyContent: 'flex-end',
              alignItems: 'center',
              gap: 12,
              marginTop: 10,
            }}
          >
            <span>
              已选 <b style={{ color: '#d4282d' }}>{chosen.length}</b> 种
            </span>
            <Button
              type="primary"
              size="large"
              disabled={chosen.length === 0}
              loading={addAll.isPending}
              onClick={submit}
            >
              全部加入购物车
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function MatchTable({
  lines,
  choices,
  onChange,
}: {
  lines: MatchLine[];
  choices: Record<number, Choice>;
  onChange: (row: number, patch: Partial<Choice>) => void;
}) {
  return (
    <Table<MatchLine>
      size="small"
      bordered
      rowKey="row"
      pagination={false}
      dataSource={lines}
      scroll={{ y: 520 }}
      rowSelection={{
        selectedRowKeys: lines.filter((l) => choices[l.row]?.checked).map((l) => l.row),
        getCheckboxProps: (l) => ({ disabled: !choices[l.row]?.goodsId, 'aria-label': `选择第${l.row}行` }),
        onSelect: (l, checked) => onChange(l.row, { checked }),
        onSelectAll: (checked, _rows, changed) => changed.forEach((l) => onChange(l.row, { checked })),
      }}
      columns={[
        { title: '行', dataIndex: 'row', width: 48 },
        { title: '清单内容', dataIndex: 'raw', width: 220, ellipsis: true },
        {
          title: '匹配商品（名称｜规格｜厂家｜单价｜库存）',
          render: (_, l) => {
            const options = [l.goods, ...l.alternatives].filter((g) => g !== null);
            if (options.length === 0) return <span className="ky-muted">—</span>;
            return (
              <Select
                style={{ width: '100%' }}
                size="small"
                aria-label={`第${l.row}行匹配商品`}
                value={choices[l.row]?.goodsId ?? undefined}
                onChange={(goodsId: number) => {
                  const g = options.find((o) => o.id === goodsId);
                  onChange(l.row, {
                    goodsId,
                    checked: Boolean(g?.can_buy),
                    number: Math.max(l.asked ?? 1, g?.min_qty ?? 1),
                  });
                }}
                options={options.map((g) => ({
                  value: g.id,
                  label: `${g.name}｜${g.ypgg}｜${g.sccj}｜${g.base_price ? `¥${g.base_price}` : '—'}｜库存${g.stock}｜${g.confidence}%${g.can_buy ? '' : `｜${g.buy_block_reason ?? '不可购买'}`}`,
                }))}
              />
            );
          },
        },
        {
          title: '匹配度',
          width: 66,
          render: (_, l) => {
            const g = [l.goods, ...l.alternatives].find((o) => o?.id === choices[l.row]?.goodsId);
            return g ? `${g.confidence}%` : '—';
          },
        },
        {
          title: '数量',
          width: 96,
          render: (_, l) => (
            <InputNumber
              size="small"
              min={1}
              max={999999}
              aria-label={`第${l.row}行数量`}
              value={choices[l.row]?.number ?? l.number}
              onChange={(v) => onChange(l.row, { number: Number(v ?? 1) })}
            />
          ),
        },
        {
          title: '状态',
          width: 190,
          render: (_, l) => (
            <>
              <Tag color={STATUS[l.status].color}>{STATUS[l.status].text}</Tag>
              {l.reason && <div style={{ fontSize: 12, color: '#888' }}>{l.reason}</div>}
            </>
          ),
        },
      ]}
    />
  );
}

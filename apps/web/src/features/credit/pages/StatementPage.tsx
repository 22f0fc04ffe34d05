import { useState } from 'react';
import { Button, Input, Space, message } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Panel } from '../../../components/common/Panel';
import { MemberFrame } from '../../member';
import { StatementSheet } from '../components/StatementSheet';
import { StatementToolbar } from '../components/StatementToolbar';
import { replyStatement, statementDownloadUrl, statementKey, useStatementQuery } from '../api/credit';

/** /wdqb/dzd 对账单: one month, opening to closing, downloads, and the buyer's confirmation. */
export default function StatementPage() {
  const qc = useQueryClient();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [note, setNote] = useState('');
  const { data } = useStatementQuery(month);
  if (!data) return <MemberFrame>{null}</MemberFrame>;
  const reply = async (status: 'confirmed' | 'disputed') => {
    await replyStatement({ month: data.month, status, note });
    void message.success(status === 'confirmed' ? '对账单已确认' : '异议已提交，财务将与您联系');
    await qc.invalidateQueries({ queryKey: statementKey(month) });
  };
  return (
    <MemberFrame>
      <Panel
        title={`对账单 ${data.month}`}
        extra={<StatementToolbar data={data} onMonth={setMonth} urlOf={statementDownloadUrl} />}
      >
        <StatementSheet data={data} />
        <Space style={{ marginTop: 12 }}>
          <Input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={200}
            placeholder="有异议时请说明哪一笔不对"
            style={{ width: 320 }}
          />
          <Button type="primary" onClick={() => void reply('confirmed')}>
            确认无误
          </Button>
          <Button danger onClick={() => void reply('disputed')}>
            提出异议
          </Button>
        </Space>
      </Panel>
    </MemberFrame>
  );
}

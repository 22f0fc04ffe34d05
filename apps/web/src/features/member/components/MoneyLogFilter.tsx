import '../../../lib/dayjsZh';
import { DatePicker, Radio } from 'antd';
import dayjs from 'dayjs';
import { USE_TYPE_OPTIONS, type MoneyLogState, type UseTypeFilter } from '../lib/moneyLogQuery';

interface Props {
  state: MoneyLogState;
  onType: (t: UseTypeFilter) => void;
  onRange: (start: string, end: string) => void;
}

/** 类型 and 日期 of the money log; each change applies at once. */
export function MoneyLogFilter({ state, onType, onRange }: Props) {
  return (
    <div className="ky-mc-toolbar">
      <span>类型：</span>
      <Radio.Group
        size="small"
        optionType="button"
        buttonStyle="solid"
        value={state.useType}
        onChange={(e) => onType(e.target.value as UseTypeFilter)}
        options={USE_TYPE_OPTIONS}
        aria-label="明细类型"
      />
      <span style={{ marginLeft: 12 }}>日期：</span>
      <DatePicker.RangePicker
        size="small"
        allowEmpty={[true, true]}
        value={[state.start ? dayjs(state.start) : null, state.end ? dayjs(state.end) : null]}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(v) => onRange(v?.[0]?.format('YYYY-MM-DD') ?? '', v?.[1]?.format('YYYY-MM-DD') ?? '')}
        placeholder={['开始日期', '结束日期']}
      />
    </div>
  );
}

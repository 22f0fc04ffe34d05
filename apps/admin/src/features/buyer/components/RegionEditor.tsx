import { ModalForm } from '@ant-design/pro-components';
import { App, Button, Form } from 'antd';
import { regionPathOf, type AdminBuyerDetail } from '@shop/shared';
import { RegionSelect } from '../../../components/RegionSelect';
import { setCompanyRegion } from '../api/buyers';

/**
 * 修改所在地区 (质管): the company's province, city and district, picked as one node of the GB/T 2260
 * tree (a district, or a city without districts such as 东莞) and sent as its three codes. Regional
 * prices, 控销 and coupons match buyers by these codes, so a wrong region means wrong prices.
 */
export function RegionEditor({ b, onDone }: { b: AdminBuyerDetail; onDone: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const c = b.company;
  const current = c.district_code || c.city_code || c.province_code;
  return (
    <ModalForm<{ region: string }>
      title={`修改所在地区 · ${c.name}`}
      width={480}
      initialValues={{ region: current }}
      modalProps={{ destroyOnHidden: true }}
      trigger={
        <Button size="small" type="link" style={{ padding: 0, height: 'auto' }}>
          修改地区
        </Button>
      }
      onFinish={async (v) => {
        await setCompanyRegion(b.id, regionPathOf(v.region));
        message.success('所在地区已保存');
        await onDone();
        return true;
      }}
    >
      <p style={{ color: '#666', marginTop: 0 }}>
        当前：{c.region || '未填写'}。地区价、控销与领券按省、市、区县编码匹配客户，保存后立即生效。
      </p>
      <Form.Item name="region" label="所在地区" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionSelect showPath style={{ width: '100%' }} placeholder="选择区县（无区县的城市选城市）" />
      </Form.Item>
    </ModalForm>
  );
}

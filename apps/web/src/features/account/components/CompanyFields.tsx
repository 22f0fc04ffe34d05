import { Cascader, Checkbox, Form, Input, Row } from 'antd';
import { creditCodeSchema, REGISTRABLE_SCOPES, scopeLabel, type RegionNode } from '@shop/shared';
import { useRegionsQuery } from '../../checkout';
import { Cell, requiredText } from './FormCell';
import { LICENCE_FILES, LicenceFields } from './LicenceFields';
import { zodRule } from './zodRule';

/**
 * Step 3 of registration as fields: company, address, contact, licences and business scope. The
 * head office's own registration and each store it adds fill in the same fields.
 */
export function CompanyFields({ permit, companyHint }: { permit: string; companyHint?: string }) {
  const regions = useRegionsQuery(true);
  return (
    <>
      <Row gutter={16}>
        <Cell
          span={12}
          name="company"
          label="企业名称"
          rules={[...requiredText('请输入企业名称'), { min: 4, message: '企业名称至少4个字' }]}
        >
          <Input placeholder={companyHint ?? '与营业执照一致'} maxLength={60} />
        </Cell>
        <Cell span={12} name="credit_code" label="统一社会信用代码" rules={[zodRule(creditCodeSchema)]}>
          <Input placeholder="18位，见营业执照" maxLength={18} />
        </Cell>
        <Cell
          span={12}
          name="region"
          label="所在地区"
          rules={[{ required: true, type: 'array', len: 3, message: '请选择所在地区' }]}
        >
          <Cascader<RegionNode>
            options={regions.data ?? []}
            loading={regions.isLoading}
            fieldNames={{ label: 'name', value: 'code', children: 'children' }}
            placeholder="请选择省 / 市 / 区县"
            showSearch
            aria-label="所在地区"
          />
        </Cell>
        <Cell
          span={12}
          name="address"
          label="详细地址"
          rules={[...requiredText('请输入详细地址'), { min: 4, message: '详细地址至少4个字' }]}
        >
          <Input maxLength={120} />
        </Cell>
        <Cell span={12} name="contact_name" label="联系人" rules={requiredText('请输入联系人')}>
          <Input maxLength={20} />
        </Cell>
      </Row>
      <LicenceFields permit={permit} />
      <Form.Item
        name="business_scope"
        label="经营范围"
        rules={[{ required: true, type: 'array', min: 1, message: '请选择经营范围' }]}
      >
        <Checkbox.Group options={REGISTRABLE_SCOPES.map((s) => ({ value: s, label: scopeLabel(s) }))} />
      </Form.Item>
      <p style={{ color: '#999', fontSize: 12 }}>
        证照支持 JPG、PNG 图片或 PDF，单个文件不超过5MB。{LICENCE_FILES.length}份文件将一并提交审核。
      </p>
    </>
  );
}

export type CompanyValues = Record<string, string | string[] | File | undefined> & {
  region?: string[];
  business_scope?: string[];
};

/** The multipart body the server reads: region codes split, scope joined, files as files. */
export function appendCompanyValues(form: FormData, v: CompanyValues): FormData {
  const [p = '', c = '', d = ''] = v.region ?? [];
  form.append('province_code', p);
  form.append('city_code', c);
  form.append('district_code', d);
  form.append('business_scope', (v.business_scope ?? []).join(','));
  for (const [k, val] of Object.entries(v)) {
    if (k === 'region' || k === 'business_scope' || val === undefined) continue;
    if (val instanceof File) form.append(k, val, val.name);
    else if (typeof val === 'string') form.append(k, val.trim());
  }
  return form;
}

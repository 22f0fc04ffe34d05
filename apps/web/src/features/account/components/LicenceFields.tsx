import { Input, Row } from 'antd';
import { idCardSchema } from '@shop/shared';
import { FileField, fileRules } from './FileField';
import { Cell, requiredText } from './FormCell';
import { zodRule } from './zodRule';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const dateRule = (label: string) => [
  { required: true, message: `请选择${label}有效期` },
  {
    validator: async (_r: unknown, v: string) => {
      if (v && v < today()) throw new Error(`${label}已过期，请上传有效证照`);
    },
  },
];

/** The files these fields upload, in the order the server expects them. */
export const LICENCE_FILES = [
  'business_license_file',
  'drug_license_file',
  'proxy_file',
  'id_card_file',
] as const;

/**
 * 营业执照, the drug permit (药品经营许可证, or 医疗机构执业许可证 for clinics and hospitals) and
 * the 采购委托书 with the purchaser's ID card: number, expiry and image of each (spec §2 step 3).
 */
export function LicenceFields({ permit }: { permit: string }) {
  return (
    <>
      <div className="ky-acc-licence">
        <h3>营业执照</h3>
        <Row gutter={16}>
          <Cell
            span={8}
            name="business_license_expires"
            label="营业执照有效期至"
            rules={dateRule('营业执照')}
          >
            <Input type="date" />
          </Cell>
          <Cell
            span={16}
            name="business_license_file"
            label="营业执照图片"
            rules={fileRules('请上传营业执照')}
          >
            <FileField />
          </Cell>
        </Row>
      </div>
      <div className="ky-acc-licence">
        <h3>{permit}</h3>
        <Row gutter={16}>
          <Cell
            span={8}
            name="drug_license_no"
            label={`${permit}编号`}
            rules={requiredText('请输入许可证编号')}
          >
            <Input maxLength={40} />
          </Cell>
          <Cell span={8} name="drug_license_expires" label="有效期至" rules={dateRule('许可证')}>
            <Input type="date" />
          </Cell>
          <Cell
            span={8}
            name="drug_license_file"
            label={`${permit}图片`}
            rules={fileRules(`请上传${permit}`)}
          >
            <FileField />
          </Cell>
        </Row>
      </div>
      <div className="ky-acc-licence">
        <h3>采购委托书</h3>
        <Row gutter={16}>
          <Cell span={8} name="purchaser_name" label="采购人姓名" rules={requiredText('请输入采购人姓名')}>
            <Input maxLength={20} />
          </Cell>
          <Cell span={8} name="purchaser_id_no" label="采购人身份证号" rules={[zodRule(idCardSchema)]}>
            <Input maxLength={18} />
          </Cell>
          <Cell span={8} name="proxy_expires" label="委托书有效期至" rules={dateRule('采购委托书')}>
            <Input type="date" />
          </Cell>
          <Cell span={12} name="proxy_file" label="采购委托书图片" rules={fileRules('请上传采购委托书')}>
            <FileField />
          </Cell>
          <Cell
            span={12}
            name="id_card_file"
            label="采购人身份证图片"
            rules={fileRules('请上传采购人身份证')}
          >
            <FileField />
          </Cell>
        </Row>
      </div>
    </>
  );
}

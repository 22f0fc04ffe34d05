import type { Rule } from 'antd/es/form';
import {
  APPROVAL_NO_MSG,
  BARCODE_MSG,
  DRUG_ID_CODE_MSG,
  isValidApprovalNo,
  isValidDrugIdCode,
  isValidEan13,
} from '@shop/shared';

/** The same rules the server checks (packages/shared), with the same Chinese messages. */
export const need = (label: string): Rule => ({ required: true, message: `请输入${label}` });
export const approvalRule: Rule = {
  validator: (_, v: string | undefined) =>
    !v || isValidApprovalNo(v.trim()) ? Promise.resolve() : Promise.reject(new Error(APPROVAL_NO_MSG)),
};
export const barcodeRule: Rule = {
  validator: (_, v: string | undefined) =>
    !v || isValidEan13(v.trim()) ? Promise.resolve() : Promise.reject(new Error(BARCODE_MSG)),
};
export const yuanRule: Rule = {
  validator: (_, v: string | number | undefined) =>
    v === undefined || v === '' || /^\d+(\.\d{1,2})?$/.test(String(v))
      ? Promise.resolve()
      : Promise.reject(new Error('金额格式不正确')),
};
/** 批准文号 may be empty only for 中药饮片 (the server's rule, same message). */
export const approvalNeededRule: Rule = ({ getFieldValue }) => ({
  validator: (_, v: string | undefined) =>
    v?.trim() || getFieldValue('scope') === 'tcm_slices'
      ? Promise.resolve()
      : Promise.reject(new Error('请输入批准文号（仅中药饮片可空）')),
});
/** 药品标识码: 7 digits or empty (the server's rule, same message); 复核 refuses a traced goods without one. */
export const drugIdCodeRule: Rule = {
  validator: (_, v: string | undefined) =>
    !v || isValidDrugIdCode(v.trim()) ? Promise.resolve() : Promise.reject(new Error(DRUG_ID_CODE_MSG)),
};

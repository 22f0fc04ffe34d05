/** Chinese one-line summaries of the ERP API (/api/erp/v1), keyed "METHOD /api/erp/..." as registered. */
export const ERP_SUMMARIES: Record<string, string> = {
  'PUT /api/erp/v1/goods': '按 ERP 商品编码批量新增或更新商品（每次最多5000条，全部成功或全部不写）',
  'PUT /api/erp/v1/stock': '按商品编码与批号设置批次与可售数量（每次最多10000条，记入出入库流水）',
  'PUT /api/erp/v1/prices': '按商品编码设置供货价、零售价、阶梯价与客户价（每次最多5000条）',
  'PUT /api/erp/v1/customers': '按统一社会信用代码设置客户的 ERP 编码、授信额度与账期、客户经理',
  'GET /api/erp/v1/orders': '按游标拉取订单与售后的变更（不漏不重，含明细、批次、价格、优惠、买家与地址）',
  'POST /api/erp/v1/orders/:id/shipment':
    'ERP 回传发货：出库批次、追溯码、物流公司与运单号（与后台发货同一套校验）',
};

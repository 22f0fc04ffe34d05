/** Answers a service desk gives many times a day; one click puts the text in the reply box. */
export const QUICK_REPLIES = [
  '您好，我是康源医药客服，请问有什么可以帮您？',
  '已为您查询，订单今天下午发出，发货后可在“我的订单”查看物流。',
  '对公转账到账后财务会在1个工作日内确认，请耐心等待。',
  '退货请在“售后服务”中提交申请，审核通过后按退货地址寄回。',
  '该品种暂时缺货，已为您登记求购，到货后第一时间通知您。',
];

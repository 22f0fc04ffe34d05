/**
 * Fifty purchase lines as pharmacies' ERP exports and hand-typed lists really look: tabs, commas,
 * Chinese commas and spaces; full and short maker names; trade names; pinyin initials; typos; specs
 * written another way (0.5g×24粒/盒, 300mg, 10克×12袋, 10毫克); approval numbers and barcodes; goods
 * out of stock; drugs the shop does not list. The expected goods were chosen by hand from the seeded
 * catalogue (ids are stable: the seed is deterministic); null means the shop has no such goods.
 */
export interface ExpectedLine {
  line: string;
  id: number | null;
  /** When the line's goods exists but cannot be bought, it must say so. */
  unavailable?: boolean;
}

export const PURCHASE_LINES: ExpectedLine[] = [
  { line: '阿莫西林胶囊\t0.25g*24粒\t珠海联邦制药股份有限公司中山分厂\t20', id: 1 },
  { line: '阿莫西林胶囊,0.5g×24粒/盒,华北制药股份有限公司,10', id: 1875 },
  { line: '阿莫仙 0.25g*36粒 联邦 10', id: 565 },
  { line: 'amxljn 0.25g*24粒 石药欧意 20', id: 841 },
  { line: '阿莫西林胶襄 0.5g*24粒 石药集团欧意药业有限公司 5', id: 1113 },
  { line: '芬必得 0.3g*20粒 中美天津史克 10', id: 26 },
  { line: '布洛芬缓释胶囊，0.3g*10粒，修正药业，30', id: 865 },
  { line: '布洛芬缓释胶囊 300mg*20粒 仁和 6', id: 1137 },
  { line: '999感冒灵颗粒 10g*12袋 华润三九医药股份有限公司 10', id: 401 },
  { line: '感冒灵颗粒 10g*9袋 白云山 10', id: 1226 },
  { line: '感冒灵 10克×12袋 修正 20', id: 1980 },
  { line: '连花清瘟胶囊 0.35g*36粒 以岭 20', id: 402 },
  { line: 'lhqwjn 0.35g*24粒 石家庄以岭药业股份有限公司 10', id: 118 },
  { line: '连花清瘟胶囊 0.35g×48粒/盒 以岭药业 5', id: 680 },
  { line: '思密达 3g*15袋 博福-益普生 10', id: 329 },
  { line: '蒙脱石散 3g*10袋 先声药业有限公司 10', id: 607 },
  { line: '蒙脱石散\t3g*15袋\t扬子江\t10', id: 1424 },
  { line: '板蓝根颗粒 10g*20袋 白云山 50', id: 120 },
  { line: '板蓝根颗粒 10g*20袋 同仁堂 20', id: 957 },
  { line: '复方板蓝根颗粒 15g*20袋 太极集团重庆涪陵制药厂有限公司 10', id: 692 },
  { line: '硝苯地平控释片 30mg*7片 京新 30', id: 1163 },
  { line: '硝苯地平控释片 30mg*12片 上海现代制药 10', id: 891 },
  { line: '拜新同 30mg*7片 拜耳 10', id: 53, unavailable: true },
  { line: '格华止 0.5g*30片 施贵宝 10', id: 65 },
  { line: '盐酸二甲双胍片 0.25g*48片 石药欧意 10', id: 628 },
  { line: '二甲双胍缓释片 0.5g*60片 石药 10', id: 903 },
  { line: '头孢克肟分散片 50mg*12片 白云山 10', id: 1386 },
  { line: '头孢克肟分散片 0.1g*6片 齐鲁制药 10', id: 1633 },
  { line: '国药准字H13424963 10', id: 3 },
  { line: '6917908000121 5', id: 139 },
  { line: '健胃消食片 0.8g*64片 江中 20', id: 701 },
  { line: '藿香正气水 10ml*10支 太极集团重庆涪陵制药厂有限公司 20', id: 121 },
  { line: '藿香正气软胶囊 0.45g*24粒 神威 20', id: 122 },
  { line: '医用外科口罩 17.5cm*9.5cm*50只 振德 10', id: 1078 },
  { line: '稳健医用外科口罩 17.5*9.5cm*10只 稳健医疗 10', id: 251 },
  { line: '奥美拉唑肠溶胶囊 20mg*14粒 罗欣 20', id: 1151 },
  { line: '洛赛克 20mg*28粒 阿斯利康 10', id: 325 },
  { line: '氯雷他定片 10mg*6片 扬子江药业集团有限公司 30', id: 647 },
  { line: '开瑞坦 10毫克*12片 拜耳 10', id: 369 },
  { line: '云南白药气雾剂 85g+30g 云南白药集团 10', id: 165 },
  { line: '云南白药创可贴 7.2cm*1.9cm*20片 10', id: 539 },
  { line: '阿奇霉素片 0.25g*6片 辉瑞 10', id: 8 },
  { line: '左氧氟沙星片 0.5g*4片 扬子江 10', id: 575 },
  { line: '金嗓子喉片 2g*12片*2板 金嗓子 20', id: 173 },
  { line: '六味地黄丸 360丸 同仁堂 10', id: 1259 },
  { line: '碘伏消毒液 500ml 海氏海诺 10', id: 1108 },
  { line: '75%酒精 500ml 利尔康 10', id: 835 },
  { line: '阿托伐他汀钙片 20mg*7片 嘉林 10', id: 898 },
  { line: '1\t双黄连口服液\t20ml*10支\t太龙\t10', id: 410 },
  { line: '金刚藤胶囊 0.5g*36粒 湖北福人 10', id: null },
];

import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { favoriteRoutes } from './favorite/favorite.routes';
import { goodsRoutes } from './goods/goods.routes';
import { goodsAdminRoutes } from './goods/goods.admin.routes';
import { lotsAdminRoutes } from './goods/lots.admin.routes';
import { pricesAdminRoutes } from './goods/prices.admin.routes';
import { importAdminRoutes } from './goods/import/import.routes';
import { exportAdminRoutes } from './goods/import/export.routes';
import { catalogAdminRoutes } from './goods/catalog.admin.routes';
import { searchAdminRoutes } from './search/search.admin.routes';
import { contentAdminRoutes } from './site/content.admin.routes';
import { promoAdminRoutes } from './promo/promo.admin.routes';
import { uploadAdminRoutes } from './upload/upload.admin.routes';
import { userRoutes } from './user/user.routes';
import { siteRoutes } from './site/site.routes';
import { articleRoutes } from './site/article.routes';
import { cartRoutes } from './cart/cart.routes';
import { addressRoutes } from './address/address.routes';
import { regionsAdminRoutes } from './address/regions.admin.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { orderRoutes } from './order/order.routes';
import { paymentRoutes } from './payment/payment.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { chatRoutes } from './chat/chat.routes';
import { uploadRoutes } from './upload/upload.routes';
import { promoRoutes } from './promo/promo.routes';
import { groupBuyRoutes } from './promo/groupbuy.routes';
import { quickbuyRoutes } from './quickbuy/quickbuy.routes';
import { operatorAdminRoutes } from './operator/operator.admin.routes';
import { auditAdminRoutes } from './audit/audit.admin.routes';
import { dashboardAdminRoutes } from './dashboard/dashboard.admin.routes';
import { notifyAdminRoutes } from './notify/notify.admin.routes';
import { notifyRoutes } from './notify/notify.routes';
import { orderAdminRoutes } from './order/order.admin.routes';
import { buyerAdminRoutes } from './buyer/buyer.admin.routes';
import { serviceAdminRoutes } from './service/service.admin.routes';
import { chatDeskAdminRoutes } from './service/chat-desk.admin.routes';
import { savedFilterAdminRoutes } from './saved-filter/saved-filter.admin.routes';
import { accountRoutes } from './account/account.routes';
import { storeRoutes } from './account/store.routes';
import { jybgRoutes } from './jybg/jybg.routes';
import { wechatRoutes } from './wechat/wechat.routes';
import { devRoutes } from './dev/dev.routes';
import { contractRoutes } from './contract/contract.routes';
import { selfServiceRoutes } from './selfservice/selfservice.routes';
import { invoiceRoutes } from './invoice/invoice.routes';
import { aftersaleRoutes } from './aftersale/aftersale.routes';
import { aftersaleAdminRoutes } from './aftersale/aftersale.admin.routes';
import { warehouseAdminRoutes } from './warehouse/warehouse.admin.routes';
import { inspectionPhotoAdminRoutes } from './warehouse/inspection-photos.admin.routes';
import { warehouseRoutes } from './warehouse/warehouse.routes';
import { receiptRoutes } from './receipt/receipt.routes';
import { creditRoutes } from './credit/credit.routes';
import { repayOnlineRoutes } from './credit/repay-online.routes';
import { chainRoutes } from './chain/chain.routes';
import { creditAdminRoutes } from './credit/credit.admin.routes';
import { refundAdminRoutes } from './credit/refund.admin.routes';
import { invoiceAdminRoutes } from './invoice/invoice.admin.routes';
import { webhookAdminRoutes } from './webhook/webhook.admin.routes';
import { erpRoutes } from './erp/erp.routes';
import { erpTokenAdminRoutes } from './erp/token.admin.routes';

/** Every API module, mounted under /api. Each owns its folder: routes, service, repo, tests. */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  goodsRoutes,
  goodsAdminRoutes,
  lotsAdminRoutes,
  pricesAdminRoutes,
  importAdminRoutes,
  exportAdminRoutes,
  catalogAdminRoutes,
  searchAdminRoutes,
  contentAdminRoutes,
  promoAdminRoutes,
  uploadAdminRoutes,
  favoriteRoutes,
  userRoutes,
  siteRoutes,
  articleRoutes,
  cartRoutes,
  addressRoutes,
  checkoutRoutes,
  orderRoutes,
  warehouseRoutes,
  paymentRoutes,
  walletRoutes,
  chatRoutes,
  uploadRoutes,
  promoRoutes,
  groupBuyRoutes,
  quickbuyRoutes,
  selfServiceRoutes,
  invoiceRoutes,
  aftersaleRoutes,
  receiptRoutes,
  creditRoutes,
  repayOnlineRoutes,
  chainRoutes,
  creditAdminRoutes,
  refundAdminRoutes,
  invoiceAdminRoutes,
  // Back office (/api/admin/*): every route names its permission, checked by plugins/admin-context.
  operatorAdminRoutes,
  auditAdminRoutes,
  dashboardAdminRoutes,
  notifyAdminRoutes,
  notifyRoutes,
  orderAdminRoutes,
  aftersaleAdminRoutes,
  warehouseAdminRoutes,
  inspectionPhotoAdminRoutes,
  buyerAdminRoutes,
  regionsAdminRoutes,
  serviceAdminRoutes,
  chatDeskAdminRoutes,
  savedFilterAdminRoutes,
  webhookAdminRoutes,
  accountRoutes,
  storeRoutes,
  jybgRoutes,
  wechatRoutes,
  devRoutes,
  contractRoutes,
  // ERP integration (/api/erp/v1, bearer tokens) and its tokens' back-office page.
  erpRoutes,
  erpTokenAdminRoutes,
];

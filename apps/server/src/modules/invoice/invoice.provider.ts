import type { AppConfig } from '../../config';
import { registerSandbox } from '../../lib/production-guard';

/**
 * What an e-invoice platform (税务数字账户 / a 乐企 service provider) offers the shop: issue one
 * invoice for an order and answer its 20-digit 全电发票号码. The sandbox numbers invoices itself;
 * a real provider slots in by INVOICE_PROVIDER.
 */
registerSandbox({ service: 'invoice', inUse: (config) => config.INVOICE_PROVIDER === 'sandbox' });

export interface InvoiceRequest {
  id: number;
  orderNo: string;
  type: number;
  title: string;
  taxNo: string;
  amountFen: number;
}

export interface InvoiceProvider {
  readonly name: string;
  issue(req: InvoiceRequest): Promise<{ invoiceNo: string }>;
}

/**
 * 20 digits like a 全电发票号码: year (2), province 33 (浙江), channel 2, four zeros, then the
 * invoice id in 11 digits, so sandbox numbers are unique and stable across restarts.
 */
export function sandboxInvoiceNo(id: number, at: Date): string {
  const yy = String(at.getUTCFullYear() % 100).padStart(2, '0');
  return `${yy}3320000${String(id).padStart(11, '0')}`;
}

const sandbox: InvoiceProvider = {
  name: 'sandbox',
  issue: (req) => Promise.resolve({ invoiceNo: sandboxInvoiceNo(req.id, new Date()) }),
};

export function invoiceProviderOf(config: Pick<AppConfig, 'INVOICE_PROVIDER'>): InvoiceProvider {
  switch (config.INVOICE_PROVIDER) {
    case 'sandbox':
      return sandbox;
  }
}

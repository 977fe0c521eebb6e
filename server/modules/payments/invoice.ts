import ExcelJS from 'exceljs';
import { translate, type Lang } from '../../i18n/messages';
import type { Order } from '../../../shared/contract/api/payments';
import './messages';

const yuan = (fen: number) => Math.round(fen) / 100;

/** An order's invoice as an .xlsx workbook: heading, company and transaction, items and total, amounts in yuan. */
export async function invoiceXlsx(order: Order, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'pay_invoice_sheet'));
  sheet.columns = [{ width: 48 }, { width: 10 }, { width: 16 }, { width: 16 }];
  sheet.addRow([translate(lang, 'pay_invoice_title', { order_no: order.order_no })]).font = { bold: true, size: 14 };
  sheet.addRow([translate(lang, 'pay_invoice_meta', { tenant: order.tenant_name ?? '', status: order.status, transaction: order.transaction_id ?? '-' })]);
  sheet.addRow([]);
  sheet.addRow(translate(lang, 'pay_invoice_headers').split(',')).font = { bold: true };
  for (const item of order.items) sheet.addRow([item.name, item.quantity, yuan(item.unit_price), yuan(item.amount)]);
  sheet.addRow([translate(lang, 'pay_invoice_total'), '', '', yuan(order.amount)]).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

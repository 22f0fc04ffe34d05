import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { insertMessage } from './messages.repo';
import { companyIdOf, setExpiry, setReview } from './licence.repo';
import { webhookBuyerApproved } from '../webhook/enqueue';

/** Who reviewed, for the back office's audit record; the buyer's message does not name them. */
export interface ReviewOperator {
  id: number;
  name: string;
}

export interface ApproveInput {
  /** 经营范围 as approved (may narrow what was asked for); unchanged when omitted. */
  scope?: string[];
  /** Expiry dates as read off the licences by the reviewer, per licence kind. */
  expiries?: Partial<Record<string, string>>;
}

const inTx = <T>(db: Db | Tx, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  'rollback' in db ? fn(db) : db.transaction(fn);

/**
 * 资质审核通过 (conditional: a second approval is refused and changes nothing): the buyer's company may buy from now on, its licences are approved, and the buyer
 * gets a message. Called by the back office's 质管 screen (and by tests); pass a transaction to
 * write an audit row with it.
 */
export async function approveQualification(
  db: Db | Tx,
  userId: number,
  input: ApproveInput = {},
  _operator?: ReviewOperator,
): Promise<void> {
  await inTx(db, async (tx) => {
    const companyId = await companyIdOf(tx, userId);
    if (companyId === null) throw notFound('客户不存在');
    for (const [kind, date] of Object.entries(input.expiries ?? {})) {
      if (date) await setExpiry(tx, companyId, kind, date);
    }
    if (!(await setReview(tx, companyId, true, null, input.scope)))
      throw refused('该客户资质已审核通过，无需重复审核');
    await insertMessage(
      tx,
      userId,
      '资质审核通过',
      '您的企业资质已审核通过，现在可以采购了。首次采购前请在“电子合同”中签署年度采购合同。',
    );
    await webhookBuyerApproved(tx, userId);
  });
}

/** 资质审核驳回: buying stays locked, the reason is shown on /zhzx/zzzj and sent as a message. */
export async function rejectQualification(
  db: Db | Tx,
  userId: number,
  reason: string,
  _operator?: ReviewOperator,
): Promise<void> {
  await inTx(db, async (tx) => {
    const companyId = await companyIdOf(tx, userId);
    if (companyId === null) throw notFound('客户不存在');
    if (!(await setReview(tx, companyId, false, reason, undefined)))
      throw refused('该客户资质已驳回，等待客户重新上传证照');
    await insertMessage(
      tx,
      userId,
      '资质审核未通过',
      `您的资质审核未通过：${reason}。请在“资质证照”中重新上传。`,
    );
  });
}

/**
 * After a store switch the browser loads the landing page afresh: every cached answer, the mini
 * cart and the chat token belonged to the old account, and a page kept on screen while the next one
 * loads (a React transition) would ask its calls again as the new account (订单不存在).
 */
export const landOn = (to: string) => window.location.assign(to);

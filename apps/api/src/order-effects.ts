import { returnOrderCoupon } from './coupons/coupon-return.ts';
import { releaseOrderCredit } from './credit/credit-release.ts';
import type { NoticeService } from './notices/notices.service.ts';
import { returnOrderStock } from './orders/lifecycle.repository.ts';
import type { OrderEffectPorts } from './orders/order-machine.service.ts';
import type { RefundService } from './payments/refunds/refunds.service.ts';
import { afterCommitOrDetach } from './platform/audit.ts';
import { earnOrderPoints, returnRedemption, reverseOrderPoints } from './points/order-points.ts';

/**
 * The order machine's effects (orders/order-machine.ts), each the function of the component that owns
 * the rows it moves: the order machine imports none of them (ADR 0027). Part of the composition root.
 */
export function orderEffectPorts({
  notices,
  refunds,
}: {
  notices: NoticeService;
  refunds: RefundService;
}): OrderEffectPorts {
  return {
    returnStock: ({ tx, orderId }) => returnOrderStock(tx, orderId),
    releaseCredit: ({ tx, orderId, actorId }) => releaseOrderCredit(tx, orderId, actorId),
    refundPayment: async ({ tx, orderId, order, actorId, changes }) => {
      const opened = await refunds.open(tx, {
        order: { id: orderId, ...order },
        cause: 'cancel',
        reason: changes.cancelReason ?? '订单取消',
        actorId,
      });
      // The gateway is asked (and the buyer texted) once the cancel commits; the job catches up on any it could not.
      if (opened.length > 0) afterCommitOrDetach(() => refunds.sendAll(opened, order.number));
    },
    // A paid order's coupon follows the template's rule; an unpaid one's always comes back.
    returnCoupon: ({ tx, orderId, from }) => returnOrderCoupon(tx, orderId, from !== 'pending_payment'),
    returnRedemption: ({ tx, orderId, from }) => returnRedemption(tx, orderId, from),
    reversePoints: ({ tx, orderId }) => reverseOrderPoints(tx, orderId),
    earnPoints: async ({ tx, orderId }) => earnOrderPoints(tx, orderId, await refunds.share(tx, orderId)),
    noticeShipped: async ({ tx, order, changes }) => {
      const notice = {
        kind: 'order_shipped' as const,
        params: {
          number: order.number,
          carrier: changes.carrier ?? '',
          tracking_no: changes.trackingNo ?? '',
        },
      };
      await notices.post(tx, order.userId, notice);
      // The text goes once the shipment commits, as the refund's does above.
      afterCommitOrDetach(() => notices.text(order.userId, notice));
    },
  };
}

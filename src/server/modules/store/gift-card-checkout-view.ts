import { formatMoney, Money, type CurrencyCode } from '../../../shared/money';
import type { GiftCardCheckoutView } from '../../../site/store/gift-card-view';
import { GIFT_CARD_REFUSED, type GiftCardRedemption } from './gift-card-redemption';

/** The checkout page's gift cards for a cart whose total is `totalCents` (shown, not spent: spending is at placing). */
export async function giftCardCheckoutView(
  redemption: GiftCardRedemption,
  cartId: string,
  totalCents: number,
  currency: CurrencyCode,
  refused: boolean,
): Promise<GiftCardCheckoutView> {
  const money = (minor: number) => formatMoney(Money.of(minor, currency));
  const cards = (await redemption.applied(cartId)).filter((card) => card.currency === currency);
  const { uses, remainderCents } = redemption.cover(cards, totalCents);
  return {
    applied: uses.map(({ card, amountCents }) => ({
      id: card.id,
      label: `Gift card ···${card.codeLast4}`,
      amountLabel: money(amountCents),
    })),
    toPayLabel: cards.length > 0 ? money(remainderCents) : null,
    error: refused ? GIFT_CARD_REFUSED : null,
  };
}

/** The cart indicator's text (spec visitor-runtime §9, exact wording): 100+ above 100 items. */
export function cartCountLabel(totalQuantity: number): { visible: string; spoken: string } {
  if (totalQuantity > 100) return { visible: '100+', spoken: 'More than 100 items in cart' };
  return { visible: String(totalQuantity), spoken: `${totalQuantity} items in cart` };
}

import { and, asc, eq } from 'drizzle-orm';
import { newId } from '../../../shared/ids';
import type { Db } from '../../db/client';
import type { MemberCarts } from '../store';
import type { Member } from './service';
import { memberAddresses, members, type MemberAddress } from './tables';

/** A member keeps at most this many addresses. */
export const MAX_MEMBER_ADDRESSES = 20;

export type MemberAccountData = ReturnType<typeof createMemberAccountData>;

/** What a member keeps besides the account (addresses), their orders, and the GDPR export and erasure. */
export function createMemberAccountData({
  db,
  carts,
  clock = () => new Date(),
}: {
  db: Db;
  carts: Pick<MemberCarts, 'ordersOf' | 'anonymiseOrdersOf'>;
  clock?: () => Date;
}) {
  async function addresses(member: Member) {
    return db
      .select({ id: memberAddresses.id, address: memberAddresses.address })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, member.id))
      .orderBy(asc(memberAddresses.createdAt), asc(memberAddresses.id));
  }

  return {
    addresses,

    /** Adds an address; false when the member already has the most allowed. */
    async addAddress(member: Member, address: MemberAddress): Promise<boolean> {
      if ((await addresses(member)).length >= MAX_MEMBER_ADDRESSES) return false;
      await db.insert(memberAddresses).values({ id: newId(), memberId: member.id, address });
      return true;
    },

    /** Removes one of the member's own addresses (another member's id changes nothing). */
    async removeAddress(member: Member, addressId: string): Promise<void> {
      await db
        .delete(memberAddresses)
        .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.memberId, member.id)));
    },

    orders: (member: Member) => carts.ordersOf(member.websiteId, member.email),

    /** Everything this site holds about the member, as one JSON document (GDPR art. 15 and 20). */
    async export(member: Member) {
      const [row] = await db.select().from(members).where(eq(members.id, member.id));
      const orders = await carts.ordersOf(member.websiteId, member.email, 10_000);
      return {
        exportedAt: clock().toISOString(),
        account: {
          email: member.email,
          displayName: member.displayName,
          createdAt: row?.createdAt.toISOString() ?? null,
          verifiedAt: row?.verifiedAt?.toISOString() ?? null,
        },
        addresses: (await addresses(member)).map((entry) => entry.address),
        orders: orders.map((order) => ({
          orderNumber: order.orderNumber,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
          currency: order.currency,
          grandTotalCents: order.grandTotalCents,
          lines: order.lines,
        })),
      };
    },

    /**
     * Erasure (GDPR art. 17): the orders are anonymised first (the owner's books keep them), then
     * the member row goes with its sessions, links and addresses. A crash between the two leaves
     * anonymised orders and an account the member can erase again.
     */
    async erase(member: Member, eraseAccount: () => Promise<void>): Promise<void> {
      await carts.anonymiseOrdersOf(member.websiteId, member.email);
      await eraseAccount();
    },
  };
}

/**
 * Linked galleries (§4): a main slideshow and its thumbnail strip keep one index. A change is
 * refused while any member is mid-animation, so a click on the strip during the main slide's
 * fade does nothing rather than leaving the two out of step.
 */
export interface LinkedMember {
  /** True while this member animates. */
  animating(): boolean;
  /** Shows `index` (the group has already decided it may); `instant` skips the animation (first show). */
  show(index: number, instant: boolean): void;
}

export interface LinkedGroup {
  add(member: LinkedMember): void;
  /** Asks every member to show `index`; false (and nothing happens) while one is animating. */
  request(index: number, instant?: boolean): boolean;
  readonly index: number;
}

export function createLinkedGroup(count: number, initial = 0): LinkedGroup {
  const members: LinkedMember[] = [];
  let index = initial;
  return {
    add: (member) => void members.push(member),
    request(next, instant = false) {
      if (members.some((member) => member.animating())) return false;
      index = ((next % count) + count) % count;
      for (const member of members) member.show(index, instant);
      return true;
    },
    get index() {
      return index;
    },
  };
}

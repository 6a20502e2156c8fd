/**
 * A gallery slide's address names (media-and-platform §2: the collection's URL plus a slide URL
 * or slide id, read from `?itemId=`). Shared by the server HTML (`data-slide-id`,
 * `data-slide-url`) and the gallery page's item addresses, so both always agree.
 */
interface AddressedSlide {
  id: string;
  title: string;
}

/** A slide's stable id (the owner's, else its position): `data-slide-id` and `?itemId=`. */
export const slideIdOf = (item: Pick<AddressedSlide, 'id'>, index: number) =>
  item.id !== '' ? item.id : String(index + 1);

/** A slide's address name (`data-slide-url`): its title in lower case with dashes, else its id. */
export function slideUrlOf(item: AddressedSlide, index: number): string {
  const slug = item.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return slug !== '' ? slug : slideIdOf(item, index);
}

/** A slide's shareable address on a page: the page's path with `?itemId=` naming the slide. */
export const slideAddressOf = (pagePath: string, slideId: string) =>
  `${pagePath}?itemId=${encodeURIComponent(slideId)}`;

import { formatDate } from '../format/date';

/** A post's date as <time>, or nothing when the stored instant is not a date. */
export function PostDate({ iso, locale }: { iso: string; locale: string }) {
  const text = formatDate(iso, locale);
  if (text === undefined) return null;
  return <time dateTime={iso}>{text}</time>;
}

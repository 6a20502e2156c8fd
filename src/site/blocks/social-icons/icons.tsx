import { brandPaths } from './brand-paths';

/** Marks without a simple-icons path: LinkedIn (left out there by brand rules) and e-mail. */
const drawn = {
  linkedin: (
    <>
      <rect x="1" y="1" width="22" height="22" rx="3" />
      <path
        fill="var(--color-background, #fff)"
        d="M5.5 9.5h3v9h-3zM7 5a1.75 1.75 0 1 1 0 3.5A1.75 1.75 0 0 1 7 5zm3.5 4.5h2.9v1.3c.4-.8 1.4-1.5 2.9-1.5 3 0 3.7 1.9 3.7 4.4v4.8h-3v-4.2c0-1.1 0-2.4-1.5-2.4s-1.8 1.1-1.8 2.3v4.3h-3z"
      />
    </>
  ),
  email: (
    <path
      fillRule="evenodd"
      d="M3 4.5h18A1.5 1.5 0 0 1 22.5 6v12a1.5 1.5 0 0 1-1.5 1.5H3A1.5 1.5 0 0 1 1.5 18V6A1.5 1.5 0 0 1 3 4.5zm.5 3V17.5h17V7.5L12 13 3.5 7.5zM5.2 6.5 12 10.9l6.8-4.4z"
    />
  ),
} as const;

export type IconName = keyof typeof brandPaths | keyof typeof drawn;

/** A network's mark as inline SVG (no request, no third party), hidden from assistive technology. */
export function NetworkIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {name in drawn ? (
        drawn[name as keyof typeof drawn]
      ) : (
        <path d={brandPaths[name as keyof typeof brandPaths]} />
      )}
    </svg>
  );
}

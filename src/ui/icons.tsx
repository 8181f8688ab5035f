/** Props every icon takes: its size in px (1em, the text's size, by default) and a class. */
export interface IconProps {
  size?: number | string;
  className?: string;
}

/**
 * A shopping cart, drawn rather than an emoji: an emoji shows as an empty box where no emoji font is installed.
 * Decorative: the button that holds it carries the name. It takes the text's colour.
 */
export function CartIcon({ size = '1em', className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 3.5h2.2l2.5 10.8a1.6 1.6 0 0 0 1.56 1.24h8.64a1.6 1.6 0 0 0 1.55-1.2L21 7.5H5.6" />
      <circle cx="9.5" cy="20" r="1.4" />
      <circle cx="17.5" cy="20" r="1.4" />
    </svg>
  );
}

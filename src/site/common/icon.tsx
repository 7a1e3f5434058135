/**
 * The site's line icons (24 x 24, drawn with the current text colour). Decorative by default:
 * the text beside an icon says what it means.
 */
import * as React from 'react';

const paths = {
  clock: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>,
  calendar: <><rect x="3.5" y="5" width="17" height="15" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4M8 14h3" /></>,
  headset: <><path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="13" width="4" height="6" rx="1.5" /><rect x="17" y="13" width="4" height="6" rx="1.5" /><path d="M19 19a4 4 0 0 1-4 3h-2" /></>,
  truck: <><path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" /><circle cx="6.5" cy="17.5" r="1.8" /><circle cx="17" cy="17.5" r="1.8" /></>,
  washer: <><rect x="4" y="2.5" width="16" height="19" rx="2.5" /><path d="M4 7h16" /><circle cx="12" cy="14" r="4.5" /><path d="M9.5 14.5c1-1 2-.2 2.5.3s1.5 1 2.5-.3" /><circle cx="7.5" cy="4.8" r=".6" /></>,
  hanger: <><path d="M12 7.5a2 2 0 1 1 2-2" /><path d="M12 7.5v1.5L3 15.5a1 1 0 0 0 .6 1.8h16.8a1 1 0 0 0 .6-1.8L12 9" /></>,
  rug: <><rect x="4" y="3" width="16" height="18" rx="1.5" /><path d="M12 7l3 5-3 5-3-5zM2 6h2M2 10h2M2 14h2M2 18h2M20 6h2M20 10h2M20 14h2M20 18h2" /></>,
  sneaker: <><path d="M2.5 16.5V10c0-1 .8-1.6 1.7-1.4l2.3.5c1 .2 2-.3 2.4-1.2L9.5 6l3 1 1 3.5c3 .5 6 1.6 7.4 3.8.4.6.6 1.4.6 2.2v0H2.5z" /><path d="M2.5 16.5v2h19v-2M11 10.5l1.5-.8M12.5 12.5l1.5-.8" /></>,
  iron: <><path d="M3 17h15.5c1.5 0 2.5-1 2.5-2.5 0-3-2.5-5.5-6-5.5H7c-2.2 0-4 1.8-4 4z" /><path d="M8 9V6.5A1.5 1.5 0 0 1 9.5 5H16" /><path d="M7 13h.01M10 13h.01" /></>,
  needle: <><path d="M20 4L6 18l-2 2" /><ellipse cx="18.5" cy="5.5" rx="1" ry="2" transform="rotate(45 18.5 5.5)" /><path d="M14 4c-4 0-6 3-3 5s1 6-3 6" /></>,
  home: <><path d="M3.5 11L12 4l8.5 7" /><path d="M5.5 9.5V20h13V9.5M10 20v-5h4v5" /></>,
  leaf: <><path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15" /><path d="M5 19c3-4 6-7 10-9" /></>,
  phone: <path d="M6.5 3h3l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L17 13l4 1.5v3A2.5 2.5 0 0 1 18.5 20 15.5 15.5 0 0 1 4 5.5 2.5 2.5 0 0 1 6.5 3z" />,
  mail: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3.5 6l8.5 7 8.5-7" /></>,
  pin: <><path d="M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" /></>,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  trash: <><path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13" /><path d="M10 11v5M14 11v5" /></>,
  arrowRight: <path d="M5 12h14M13 6l6 6-6 6" />,
  twitter: <path d="M4 4l16 16M20 4L4 20" />,
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  instagram: <><rect x="3.5" y="3.5" width="17" height="17" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17 7h.01" /></>,
  linkedin: <><rect x="3.5" y="3.5" width="17" height="17" rx="2.5" /><path d="M8 10.5V16M8 7.8v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.3-2.5s2.2.8 2.2 2.5V16" /></>,
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.3 2.5 2 4.2 4.5 4.5" />,
  whatsapp: <><path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 7.9 19.4z" /><path d="M9.2 8.3c-.4 3.3 3.2 6.8 6.5 6.5l.6-1.7-1.9-.9-.9.8a5 5 0 0 1-2.5-2.5l.8-.9-.9-1.9z" /></>,
} as const;

/** The names of the icons this module draws. */
export type IconName = keyof typeof paths;

export interface IconProps extends React.SVGAttributes<SVGSVGElement> {
  /** Which icon. */
  name: IconName;
  /** Width and height in CSS pixels (icons are square). */
  size?: number;
  /** A spoken name when the icon stands alone (a button with no text); omitted, the icon is decorative. */
  title?: string;
}

/** One of the site's line icons. */
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title && <title>{title}</title>}
      {paths[name]}
    </svg>
  );
}

/** True when a name from content (YAML) is one of the icons. */
export const isIconName = (name: string): name is IconName => Object.prototype.hasOwnProperty.call(paths, name);

// The storefront's line icons, one set (decorative: their buttons and links carry the accessible names).
import type { SVGProps } from 'react';
const base = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const CartIcon = () => (
  <svg {...base}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 7H6" />
  </svg>
);
export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const LoginIcon = () => (
  <svg {...base}>
    <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    <path d="M10 17l5-5-5-5M15 12H3" />
  </svg>
);
export const LogoutIcon = () => (
  <svg {...base}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </svg>
);
export const BarcodeIcon = () => (
  <svg {...base}>
    <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M7 8v8M10 8v8M13 8v8M16 8v8" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...base}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const ChevronIcon = ({ className }: { className?: string }) => (
  <svg {...base} width={18} height={18} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const QuickOrderIcon = () => (
  <svg {...base}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7l1-8z" />
  </svg>
);

/** An icon beside a button's or link's text: smaller than the header's. */
type Sized = { size?: number } & Pick<SVGProps<SVGSVGElement>, 'className'>;

/** An order's document (a page with lines). */
export const DocumentIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </svg>
);
/** Order again (two arrows round). */
export const ReorderIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16M3 21v-5h5" />
  </svg>
);
/** A standing order (a calendar with a turning arrow). */
export const StandingIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M8 3v3M16 3v3M4 8h16M20 12V7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h6" />
    <path d="M21 17a4 4 0 1 1-1.2-2.8L21 15.5M21 13v2.5h-2.5" />
  </svg>
);
/** Change (a pencil). */
export const EditIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </svg>
);
/** Download (an arrow down to a line). */
export const DownloadIcon = ({ size = 20, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);
/** Remove (a bin). */
export const TrashIcon = ({ size = 20, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </svg>
);
/** Send on WhatsApp (a speech bubble with a handset). */
export const WhatsappIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <path d="M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4z" />
    <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.6-2-1-1 1c-1.2-.5-2.4-1.7-2.9-2.9l1-1-1-2z" strokeWidth="1.4" />
  </svg>
);
/** Send by mail (an envelope). */
export const MailIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
/** Share (three joined dots). */
export const ShareIcon = ({ size = 18, className }: Sized) => (
  <svg {...base} width={size} height={size} className={className}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </svg>
);

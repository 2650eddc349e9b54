// The public surface of @tessera/ui-kit. A shared singleton that ships on first load: keep it small.
export { Accordion, type AccordionProps, type TAccordionItem } from './Accordion';
export { Badge, type BadgeProps } from './Badge';
export { Button, IconButton, type ButtonProps, type IconButtonProps, type TButtonSize, type TButtonVariant } from './Button';
export { Carousel, type CarouselProps, type TCarouselSlide } from './Carousel';
export { BADGE_CAP, CAROUSEL_INTERVAL_MS, MARQUEE_SPEED_PX_PER_S, SWIPE_THRESHOLD_PX } from './constants';
export { ConfirmDialog, Dialog, type ConfirmDialogProps, type DialogProps } from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { Marquee, type MarqueeProps } from './Marquee';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Spinner, type SpinnerProps } from './Spinner';
export { Tabs, type TabsProps, type TTabItem } from './Tabs';
export { ToastHost, type TToast, type TToastKind, type ToastHostProps } from './ToastHost';
export { useReducedMotion } from './useReducedMotion';

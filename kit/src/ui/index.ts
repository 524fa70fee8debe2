export { FullScreenSpinner, BlockSpinner } from './Spinner';
export { BackArrow } from './BackArrow';
export { LineIcon } from './LineIcon';
export { Modal } from './Modal';
export { EmptyCart } from './EmptyState';
export { HeldMemberships, PriceChangeNotice } from './CartNotices';
export { preloadableLazy } from './preloadableLazy';

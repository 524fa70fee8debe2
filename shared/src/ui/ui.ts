import './tokens.css';

export { Spinner, FullScreenSpinner, BlockSpinner } from './Spinner';
export { BackArrow } from './BackArrow';
export { LineIcon } from './LineIcon';
export { Modal } from './Modal';
export { ProductImage } from './ProductImage';
export { EmptyCart, EmptyState } from './EmptyState';
export { Notifications, notifySuccess, notifyError, toastDurationMs } from './notifications';
export { HeldMemberships, PriceChangeNotice, StorageNotice } from './CartNotices';

import './tokens.css';

export { FullScreenSpinner, BlockSpinner } from './Spinner';
export { BackArrow } from './BackArrow';
export { LineIcon } from './LineIcon';
export { Modal } from './Modal';
export { ProductImage } from './ProductImage';
export { EmptyCart } from './EmptyState';
export { Notifications, notifySuccess, notifyError } from './notifications';
export { HeldMemberships, PriceChangeNotice, StorageNotice } from './CartNotices';

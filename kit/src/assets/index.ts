export { trustedImageUrl, type ImageOrigins } from './imageUrls';

export { BannerCarousel } from './components/BannerCarousel';
export { PopupCarousel } from './components/PopupCarousel';
export { useHomeBanners, type THomeBanners } from './hooks';

// What /order shows of the product, loaded as one chunk after the page's first load: the
// gallery and the specification (app/routes/order.tsx).
export { ProductGallery } from './product-gallery.tsx'
export { ProductSpecs } from './spec-tiles.tsx'

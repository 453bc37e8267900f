export { Image, imageFits, imageRadii, imageRetries, type ImageProps } from './Image';

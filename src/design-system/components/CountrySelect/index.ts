export { CountrySelect, Flag, type Country, type CountrySelectProps } from './CountrySelect';

export { Meter, meterSizes, meterTone, meterTones, type MeterProps } from './Meter';

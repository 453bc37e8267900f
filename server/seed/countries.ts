/**
 * Every country (ISO 3166-1 alpha-2) with names in en/zh/tr from Intl.DisplayNames and a flag emoji.
 * Ids follow the English names; 232 is reserved for the United States, the spec's default country.
 */
const ISO_CODES = `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW
BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA
GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH
KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY
MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH
SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

export const DEFAULT_COUNTRY_CODE = 'US';
export const DEFAULT_COUNTRY_ID = 232;
/** Countries goods ship from (the platform's warehouses). */
const SHIPS_FROM = new Set(['CN', 'US', 'GB', 'DE', 'TR']);

export interface CountrySeed { id: number; code: string; flag: string; nameEn: string; nameZh: string; nameTr: string; shipsFrom: boolean }

/** 🇺🇸 from "US": each letter's regional indicator symbol. */
export const flagOf = (code: string): string =>
  String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

export function countrySeeds(): CountrySeed[] {
  const names = (lang: string) => new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const [en, zh, tr] = [names('en'), names('zh'), names('tr')];
  const others = ISO_CODES.filter((code) => code !== DEFAULT_COUNTRY_CODE)
    .sort((a, b) => (en.of(a) ?? a).localeCompare(en.of(b) ?? b, 'en'));
  let next = 1;
  const idOf = (code: string) => {
    if (code === DEFAULT_COUNTRY_CODE) return DEFAULT_COUNTRY_ID;
    if (next === DEFAULT_COUNTRY_ID) next += 1;
    return next++;
  };
  return [...others, DEFAULT_COUNTRY_CODE].map((code) => ({
    id: idOf(code),
    code,
    flag: flagOf(code),
    nameEn: en.of(code) ?? code,
    nameZh: zh.of(code) ?? code,
    nameTr: tr.of(code) ?? code,
    shipsFrom: SHIPS_FROM.has(code),
  }));
}

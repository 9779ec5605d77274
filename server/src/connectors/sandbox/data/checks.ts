// Check-digit algorithms for the identifiers the sandbox produces, so that generated IBANs and tax ids
// pass the validators real systems run on them.

/** Remainder of a long digit string modulo 97, without big integers. */
export function mod97(digits: string): number {
  let rest = 0;
  for (let i = 0; i < digits.length; i += 7) rest = Number(String(rest) + digits.slice(i, i + 7)) % 97;
  return rest;
}

/** Letters to numbers as ISO 13616 wants them (A = 10 … Z = 35). */
function lettersToDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    out += c >= 65 && c <= 90 ? String(c - 55) : ch;
  }
  return out;
}

/** An IBAN from a country code and its BBAN, with the ISO 13616 mod-97 check digits. */
export function makeIban(country: string, bban: string): string {
  const check = 98 - mod97(lettersToDigits(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** French RIB key of bank code (5), branch code (5) and numeric account number (11). */
export function ribKey(bank: string, branch: string, account: string): string {
  const sum = 89 * (Number(bank) % 97) + 15 * (Number(branch) % 97) + 3 * (Number(account) % 97);
  return String(97 - (sum % 97)).padStart(2, '0');
}

/** Luhn check digit for a digit string. */
export function luhnDigit(body: string): number {
  let sum = 0;
  let double = true;
  for (let i = body.length - 1; i >= 0; i--) {
    let d = body.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

/** ISO 7064 MOD 11,10 check digit (German tax ids, VAT ids). */
export function iso7064Mod1110(body: string): number {
  let product = 10;
  for (let i = 0; i < body.length; i++) {
    let sum = (body.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** Irish PPSN / VAT check letter for 7 digits and an optional second letter. */
export function ppsnCheckLetter(digits: string, second = ''): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (digits.charCodeAt(i) - 48) * (8 - i);
  if (second) sum += 9 * (second === 'W' ? 0 : second.charCodeAt(0) - 64);
  return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] as string;
}

/** Australian TFN check: weighted sum divisible by 11. Returns the ninth digit for eight, or -1 when none fits. */
export function tfnLastDigit(eight: string): number {
  const weights = [1, 4, 3, 7, 5, 8, 6, 9];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (eight.charCodeAt(i) - 48) * (weights[i] as number);
  const d = sum % 11;
  return d === 10 ? -1 : d;
}

/** New Zealand IRD check digit for an 8-digit base, or -1 when the base has none. */
export function irdCheckDigit(base: string): number {
  const tryWeights = (weights: number[]): number => {
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] as number);
    const r = sum % 11;
    return r === 0 ? 0 : 11 - r;
  };
  let check = tryWeights([3, 2, 7, 6, 5, 4, 3, 2]);
  if (check === 10) check = tryWeights([7, 4, 3, 2, 5, 2, 7, 6]);
  return check === 10 ? -1 : check;
}

/** GS1 check digit (used by the NZBN). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(body.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

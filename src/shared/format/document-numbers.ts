/**
 * Brazilian document numbers as people read them: a CNPJ as 00.000.000/0000-00 and a 44-digit
 * NF-e access key in blocks of four digits (as printed on the DANFE). A value that is not such a
 * number (wrong length, letters) is returned unchanged, so nothing is hidden or invented.
 */
export function formatCnpj(value: string): string {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits)) return value;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
}

export function formatNfeKey(value: string): string {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{44}$/.test(digits)) return value;
  return digits.match(/\d{4}/g)!.join(' ');
}
